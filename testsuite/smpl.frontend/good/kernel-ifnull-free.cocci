// Shaped like the kernel's scripts/coccinelle files: modes as virtuals,
// one rule per mode, a position shared with script rules that are
// recognised and skipped.  Written for these tests.
virtual patch
virtual context
virtual org
virtual report

@depends on patch@
expression E;
@@
- if (E != NULL)
-	kfree(E);
+ kfree(E);

@r depends on context || org || report exists@
expression E;
position p;
@@
* if (E != NULL)
*	kfree@p(E);

@script:python depends on org@
p << r.p;
@@
cocci.print_main("kfree is NULL-safe", p)

@script:python depends on report@
p << r.p;
@@
msg = "WARNING: NULL check before kfree is not needed."
coccilib.report.print_report(p[0], msg)
