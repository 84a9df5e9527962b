/// Test rule for coccicheck.exp: each kzalloc, reported by another
/// rule named r.
// Options: --no-includes --all-includes

virtual patch
virtual report

@r depends on report@
expression E, F;
position p;
@@
kzalloc@p(E, F)

@script:python depends on report@
p << r.p;
@@
coccilib.report.print_report(p[0], "kzalloc here")
