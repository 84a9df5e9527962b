@@
position p, q;
@@
- foo(x)@p@q;
//! 4:11: error: a second position on one expression
