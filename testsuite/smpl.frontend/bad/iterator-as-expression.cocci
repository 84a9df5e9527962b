@@
iterator I;
expression E;
@@
- foo(I);
//! 5:7: error: metavariable 'I' is an iterator, not an expression
