@@
type T;
identifier x;
@@
- x = T + 1;
//! 5:7: error: metavariable 'T' is a type, not an expression
