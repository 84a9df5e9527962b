// `...` as an operand: `E || ...` (itnull.cocci, odd_ptr_err.cocci).
@@
expression x;
statement S;
@@
- if (x == NULL || ...) S
+ f(x);
