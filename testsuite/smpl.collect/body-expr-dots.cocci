// A bare expression before `...` (atomic_as_refcounter.cocci):
// it matches wherever it is written in a statement.
@@
expression a;
identifier y;
@@
  y = a
  ...
- put(y);
+ release(y);
