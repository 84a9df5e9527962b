//! define: org
//! mode: org
// The kernel's shape: virtual rules chosen with -D (make coccicheck's
// MODE=report), script rules depending on them; the org rule does not
// run.
virtual report
virtual org

@r depends on report || org@
expression E;
position p;
@@
kfree(E@p);

@script:python depends on report@
p << r.p;
e << r.E;
@@
msg = "WARNING: kfree(%s)" % e
coccilib.report.print_report(p[0], msg)

@script:python depends on org@
p << r.p;
@@
cocci.print_main("kfree", p)
