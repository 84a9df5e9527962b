// Isomorphism plus_comm: X + Y matches Y + X; the second rule,
// with "disable plus_comm", matches only the form it writes.
@@
expression x;
@@
- r1 = 1 + x;
+ r1 = INC(x);

@ disable plus_comm @
expression x;
@@
- r2 = 1 + x;
+ r2 = INC(x);
