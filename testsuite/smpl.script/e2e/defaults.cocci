// `= default`: a value a match left unbound takes it; a script over a
// rule that matched nowhere runs once with its defaults when all it
// inherits has one, and not at all when one has none.
@r@
expression E;
@@
kfree(E);

@nomatch@
expression F;
identifier g;
@@
g(F, F, F);

@script:python@
e << r.E;
f << nomatch.F = "no F";
@@
print("both: " + e + ", " + f)

@script:python@
f << nomatch.F = "default F";
g << nomatch.g = "default g";
@@
print("defaults only: " + f + ", " + g)

@script:python@
f << nomatch.F;
@@
print("never: " + f)

@script:python@
e << r.E = "unused";
@@
print("matched: " + e)
