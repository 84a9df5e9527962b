// Positions bound by one rule, excluded by the next: `q != paired.p`
// holds where no match of rule paired bound p.
@paired@
position p;
expression E;
@@

setup(E);
teardown@p(E);

@@
position q != paired.p;
expression X;
@@

- teardown@q(X);
