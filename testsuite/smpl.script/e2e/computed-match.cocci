// A binding computed by a script used for matching by a later rule
// (foo_alloc's partner foo_free is looked for in foo_alloc only).
@r@
identifier fn;
@@
fn(...) { ... }

@script:python s@
fn << r.fn;
y;
@@
coccinelle.y = fn.replace("alloc", "free")

@t@
identifier s.y;
identifier r.fn;
position p;
@@
fn(...) { ... y@p(...); ... }

@script:python@
y << s.y;
p << t.p;
@@
coccilib.report.print_report(p[0], "calls " + y)
