@@
expresion *E;
@@
- foo(E);
//! 2:1: error: expected a metavariable kind but found 'expresion'
