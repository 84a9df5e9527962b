// `when != x` is not violated by a declaration of x (`int n;`: the
// shadowing local): spatch does not take a declared name for an occurrence of an
// identifier, in when clauses and nests; an assignment to it is one.
@@
identifier x;
@@
  g(x);
  ... when != x
- h(0);
+ h(1);
