// !E becomes E == 0: the same value for any scalar E.  The + code
// stands where !E was, so it gets parentheses where that place needs
// them (`!x + 1` becomes `(x == 0) + 1`), and E gets them where == needs
// them (`!(a | b)` becomes `(a | b) == 0`).
@@
expression E;
@@
- !E
+ E == 0
