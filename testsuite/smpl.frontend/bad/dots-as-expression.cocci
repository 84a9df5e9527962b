@@
identifier x;
@@
- x = ...;
//! 4:7: error: expected an expression but found '...'
