// Python script rules are kept (declarations, code and its line) and
// run by the plugin's script hook; the rules that depend on them or on
// the rules they read need a hook too (needs-script), and nothing is
// skipped: include_match drops matches at run time.
@r@
identifier f;
expression E;
@@
E = f(...);

@script:python@
f << r.f;
@@
print(f)

@a depends on r@
@@
- g();

@script:python@
f << r.f;
@@
if f != "kmalloc":
    cocci.include_match(False)

@b depends on r@
@@
- h();

@c@
identifier r.f;
@@
- f(1);
