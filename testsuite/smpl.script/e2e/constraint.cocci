// Script constraints: on an identifier (a Python expression over its
// value, and over a name inherited from another rule), and on a
// position (as the kernel's flexible_array.cocci: a function of
// @initialize:python@ given the position).
@initialize:python@
@@
def relevant(p):
    return int(p[0].line) != 9

@pre@
identifier pfx;
@@
int pfx(int x) { ... }

@r@
identifier f : script:python () { f.startswith("dev_") };
expression E;
position p : script:python () { relevant(p) };
@@
f(E@p)

@script:python@
f << r.f;
p << r.p;
@@
coccilib.report.print_report(p[0], "call of " + f)

@q@
identifier pre.pfx;
identifier g : script:python (pfx) { g == pfx and g.endswith("e") };
@@
g(...)

@script:python@
g << q.g;
@@
print("q: " + g)
