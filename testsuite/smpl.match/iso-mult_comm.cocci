// Isomorphism mult_comm: X * Y matches Y * X (kcalloc rules: n * sizeof(T)); the second rule,
// with "disable mult_comm", matches only the form it writes.
@@
expression x;
type T;
@@
- r1 = x * sizeof(T);
+ r1 = ARR(x, T);

@ disable mult_comm @
expression x;
type T;
@@
- r2 = x * sizeof(T);
+ r2 = ARR(x, T);
