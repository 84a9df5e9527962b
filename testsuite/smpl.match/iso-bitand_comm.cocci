// Isomorphism bitand_comm: X & Y matches Y & X; the second rule,
// with "disable bitand_comm", matches only the form it writes.
@@
expression x;
@@
- r1 = 4 & x;
+ r1 = AND4(x);

@ disable bitand_comm @
expression x;
@@
- r2 = 4 & x;
+ r2 = AND4(x);
