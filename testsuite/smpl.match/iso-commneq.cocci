// Isomorphism commneq: E != C matches C != E (both ways round); the second rule,
// with "disable commneq", matches only the form it writes.
@@
idexpression x;
@@
- r1 = x != 3;
+ r1 = NE3(x);

@ disable commneq @
idexpression x;
@@
- r2 = x != 3;
+ r2 = NE3(x);
