// Nests inside expressions: in a condition, an argument, a removed call,
// around '-' and '+' code, next to '...' arguments; `<...` and `<+...`.
@r@
expression E;
identifier x;
@@
  if (<+... x ...+>)
- return E;
+ return -E;
  g(<+...
- f(E)
+ F(E)
  ...+>);
- kfree(<+... x->p ...+>);
  h(..., <... a + 1 ...>, ...);
  E = <+... \( k(x) \| j(x) \) ...+> + 1;
