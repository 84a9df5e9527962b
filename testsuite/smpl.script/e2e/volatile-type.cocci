//! xfail: volatile is read as a storage keyword of the declaration, not as part of its type: T is int where spatch says volatile int
// A volatile declaration's type.
@r@
type T;
identifier x;
position p;
@@
T x@p;

@script:python@
t << r.T;
x << r.x;
p << r.p;
@@
coccilib.report.print_report(p[0], "T is <" + t + "> for " + x)
