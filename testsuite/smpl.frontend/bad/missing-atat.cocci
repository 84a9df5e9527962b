@@
expression E;
- foo(E);
//! 3:1: error: expected a metavariable declaration or '@@' but found '-'
