@@
expression E != ;
@@
- foo(E);
//! 2:17: error: expected an expression but found ';'
