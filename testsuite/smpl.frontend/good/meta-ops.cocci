// Operator metavariables: declarations with value sets, and their use in
// code (binary, assignment, unary).  Not matched yet: each rule warns
// and is skipped.
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
//! 6:17: warning: 'binary operator' metavariables are not matched yet: rule 'r' matches nothing
//! 14:21: warning: 'assignment operator' metavariables are not matched yet: rule 's' matches nothing
//! 20:16: warning: 'unary operator' metavariables are not matched yet: rule 't' matches nothing
//! 7:17: warning: metavariable 'bop' is declared but not used
