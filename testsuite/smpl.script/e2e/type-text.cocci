// Types as spatch gives them to a script: qualifiers, pointers, arrays,
// typedef names, function pointers, several words.
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
