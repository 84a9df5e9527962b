/// Test rule for coccicheck.exp: each kfree, reported (rule r here and
/// in kzalloc.cocci: names are per rule file).
// Options: --no-includes --include-headers --no-loops

virtual patch
virtual context
virtual org
virtual report

@r depends on report@
expression E;
position p;
@@
kfree@p(E);

@script:python depends on report@
p << r.p;
@@
coccilib.report.print_report(p[0], "kfree here")

@depends on patch@
expression E;
@@
- kfree(E);
+ kfree_sensitive(E);
