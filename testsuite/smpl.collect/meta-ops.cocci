// Operator metavariables: a binary operator in a set (bound once, used
// twice in + code), an assignment operator in a set, a binary operator
// outside a set.
@@
expression E1, E2;
binary operator cmp = {<, >};
@@
- E1 cmp E2
+ E2 cmp E1

@@
expression x, E;
assignment operator aop = {+=, -=};
@@
- x aop E;
+ x aop E + 1;

@@
expression E1, E2;
binary operator b != {<, >, <=, +};
@@
- E1 b E2
+ E2 b E1
