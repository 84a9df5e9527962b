// SmPL comments in script code: from a "//" at the start of a line or
// after a blank to the end of the line, as spatch drops them (in a
// Python string too: "a //b" is cut, "a//b" and URLs are not)
@r@
identifier f;
@@
f(...)

@script:python@
f << r.f;
@@
print("a", f) // trailing
  // indented comment
print("b") // and "quoted" text
print("https://example.org/x//y", "a//b")
print("end")

// a comment before the next rule
@finalize:python@
@@
print("fin")
// last
