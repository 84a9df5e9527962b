// `...` goes through declarations without an initializer, and a
// statement metavariable takes none (a declaration is no statement for
// spatch): lock(l) is followed by a declaration, so S is only the for
// loop after `ret = n;`; `int x; ... when != x` finds the unused
// variable.
@@
statement S;
expression E;
@@
(
  lock(l);
|
  ret = E;
)
- S
+ g(0);

@@
identifier x;
@@
- int x;
  ... when != x
  unlock(l);
