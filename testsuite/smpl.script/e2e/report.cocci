// coccilib.report.print_report: a message given, and the default one
// (ERROR); the columns of an expression and of a call.
@r@
expression E;
position p, q;
@@
kfree@q(E@p);

@script:python@
e << r.E;
p << r.p;
q << r.q;
@@
coccilib.report.print_report(p[0], "WARNING: kfree of " + e)
coccilib.report.print_report(q[0])
