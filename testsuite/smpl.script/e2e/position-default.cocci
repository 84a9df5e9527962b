// A position's default is a list, spatch's `= []`: no place.
@r@
expression E;
position p;
@@
kfree(E@p);

@nomatch@
position q;
@@
nothere@q();

@script:python@
e << r.E;
q << nomatch.q = [];
@@
print("E %s, q has %d places, %s" % (e, len(q), type(q).__name__))
