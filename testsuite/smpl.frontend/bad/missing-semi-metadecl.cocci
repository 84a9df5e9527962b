@@
expression E
identifier f;
@@
- f(E);
//! 3:1: error: expected ';' after a metavariable declaration but found 'identifier'
