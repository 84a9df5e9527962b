@@
expression E;
@@
- foo(E;
//! 4:8: error: expected ',' or ')' but found ';'
