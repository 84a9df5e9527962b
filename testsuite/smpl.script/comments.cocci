// SmPL comments in script code: from "//" to the end of the line,
// wherever it is, as spatch drops them (in a Python string too, and
// Python's // operator: never write it in a script)
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
print("end")

// a comment before the next rule
@finalize:python@
@@
print("fin")
// last
