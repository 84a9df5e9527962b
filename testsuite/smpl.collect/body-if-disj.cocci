// A column-0 disjunction as the arm of an if whose header is replaced
// (ifnullfree.cocci removes the header: see docs/smpl-frontend.md).
@@
expression E;
@@
- if (E != NULL)
+ if (E)
(
  kfree(E);
|
  kvfree(E);
)
