// Operator metavariables: declarations with value sets, and their use in
// code (binary, assignment, unary).
@r@
expression E1, E2;
binary operator cmp = {<=, <, ==, >, >=};
binary operator bop != {&&, ||};
@@
- E1 cmp E2
+ E2 cmp E1

@s@
expression x, E;
assignment operator aop = {=, +=, -=, <<=};
@@
* x aop E

@t@
expression E;
unary operator uop = {-, !, ~};
@@
* uop E
//! 6:17: warning: metavariable 'bop' is declared but not used
