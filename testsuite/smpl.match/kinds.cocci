// Type and statement metavariables, an inline expression disjunction,
// a local idexpression, and a conjunction.
@@
type T;
statement S;
local idexpression L;
expression E;
@@
(
- T *x = \( kmalloc \| kzalloc \)(E, GFP_KERNEL);
+ T *x = kvmalloc(E, GFP_KERNEL);
|
- mark(L);
  S
+ done(L);
)
