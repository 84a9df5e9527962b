// Isomorphism gtr_lss: X < Y matches Y > X, and X > Y matches Y < X; the second rule,
// with "disable gtr_lss", matches only the form it writes.
@@
idexpression x, y;
@@
- r1 = x < y;
+ r1 = LT(x, y);

@ disable gtr_lss @
idexpression x, y;
@@
- r2 = x < y;
+ r2 = LT(x, y);
