@@
expression E;
identifier E;
@@
- foo(E);
//! 3:12: error: metavariable 'E' declared twice
