// A script rule with a metavariable of its own: a later rule uses it,
// so it runs in the compilation even with defer-scripts.
virtual report

@r depends on report@
identifier f;
@@
f(...);

@script:python s@
f << r.f;
g;
@@
coccinelle.g = f + "_checked"

@t depends on report@
identifier s.g;
@@
g(...);

@script:python depends on t@
g << s.g;
@@
print("both %s" % g)
