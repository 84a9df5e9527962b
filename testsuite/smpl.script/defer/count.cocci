// Deferred script runs (defer-scripts): a report rule whose script
// keeps a count that @initialize:python@ starts, and a finalize line.
virtual report

@r depends on report@
expression E;
position p;
@@
kfree@p(E);

@initialize:python@
@@
seen = [0]

@script:python depends on report@
p << r.p;
E << r.E;
@@
seen[0] += 1
coccilib.report.print_report(p[0], "kfree of %s, number %d" % (E, seen[0]))

@finalize:python@
@@
print("kfrees: %d" % seen[0])
