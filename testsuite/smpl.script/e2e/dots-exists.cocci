//! c: nest-values
// `... kfree(E@p); ...` under exists: E quantified over the dots (a
// later rule reads it), p one path at a time (each
// its own); one that frees a twice fails at the second (the
// element before the dots comes again).  A later rule inheriting p
// matches at each of its places.
@r exists@
expression E;
identifier fn;
position p;
@@
fn(...) {
...
kfree(E@p);
...
}

@script:python@
e << r.E;
p << r.p;
fn << r.fn;
@@
print("A", fn, e, [x.line for x in p])

@r2@
position r.p;
expression F;
position q;
@@
kfree(F@p@q);

@script:python@
e << r2.F;
p << r2.q;
@@
print("B", e, [x.line for x in p])
