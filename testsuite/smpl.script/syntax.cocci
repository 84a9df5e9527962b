//! spatch-differs: spatch refuses the whole file; the host reports the
//! rule where it first needs it and runs the others
@r@
identifier f;
@@
f(...)

@script:python a@
f << r.f;
@@
if f = "bar":
    print("a", f)

@script:python b@
f << r.f;
@@
print("b", f)

@t@
position p : script:python() { p[0].line == };
@@
f@p(...)
