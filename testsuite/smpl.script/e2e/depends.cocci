// A rule depending on a script rule: `depends on s` holds where s kept
// a tuple; `depends on !t` where t never ran (its rule matched
// nowhere); two rules inherited at once by one script.
@r@
expression E;
identifier fn;
@@
fn(...) { ... kfree(E); ... }

@script:python s@
e << r.E;
@@
print("s ran with " + e)

@u@
expression E;
@@
nothere(E);

@script:python t@
x << u.E;
@@
print("t never runs")

@script:python depends on !t@
@@
print("t did not run")

@k depends on s@
expression r.E;
position p;
@@
kfree(E@p);

@script:python@
e << r.E;
fn << r.fn;
p << k.p;
@@
print("two rules: %s in %s at line %s" % (e, fn, p[0].line))
