// bench/python-cost.sh: a rule set with script rules whose code rule
// matches nothing in the files measured (no call of kfree_sensitive_zz)
@initialize:python@
@@
seen = []

@r@
expression E;
position p;
@@
kfree_sensitive_zz(E@p)

@script:python@
p << r.p;
e << r.E;
@@
coccilib.report.print_report(p[0], "kfree_sensitive_zz of " + e)

@finalize:python@
@@
seen = None
