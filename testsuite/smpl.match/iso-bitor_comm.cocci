// Isomorphism bitor_comm: X | Y matches Y | X; the second rule,
// with "disable bitor_comm", matches only the form it writes.
@@
expression x;
@@
- r1 = 4 | x;
+ r1 = OR4(x);

@ disable bitor_comm @
expression x;
@@
- r2 = 4 | x;
+ r2 = OR4(x);
