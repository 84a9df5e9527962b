// <+... P ...+> inside an expression: every occurrence of P (the
// outermost ones) is matched and transformed, with its own bindings of
// what only the nest binds (F(1) and F(2)); at least one must be there
// (g(4) is left alone).  An occurrence must agree with what the rest of
// the atom binds, even after the nest: m(f(5) + f(6), 6) goes, not
// m(f(7) + f(8), 9).
@@
expression E;
@@
  g(<+...
- f(E)
+ F(E)
  ...+>);

@@
@@
- kfree(<+... p ...+>);

@@
expression E;
identifier x;
@@
  if (<+... k(x) ...+>)
- return E;
+ return -E;

@@
expression E;
@@
- m(<+... f(E) ...+>, E);
