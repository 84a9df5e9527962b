// A tour of the statement and expression syntax: declarations, loops,
// switch, goto, casts, sizeof, ternaries, compound assignment, nests,
// optional statements and a conjunction.
@r forall disable paren@
type T;
expression E1, E2;
expression list es;
constant C;
identifier x, lbl;
statement S;
symbol NULL;
@@
  T x = (T)E1;
  <... when != x = E2
  x += sizeof(*x) * C;
  ...>
  for (E1 = 0; E1 < C; E1++) S
  while (x != NULL && !E2)
    x = x->next ? x->next[0] : NULL;
  do { x--; } while (x > 0);
  switch (E1) {
  case 1:
    break;
  default:
    goto lbl;
  }
? kfree(x);
(
  foo(es);
&
  foo(E1, ...);
)
lbl:
  return -C;
