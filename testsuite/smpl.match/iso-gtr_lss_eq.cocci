// Isomorphism gtr_lss_eq: X <= Y matches Y >= X, and X >= Y matches Y <= X; the second rule,
// with "disable gtr_lss_eq", matches only the form it writes.
@@
idexpression x, y;
@@
- r1 = x >= y;
+ r1 = GE(x, y);

@ disable gtr_lss_eq @
idexpression x, y;
@@
- r2 = x >= y;
+ r2 = GE(x, y);
