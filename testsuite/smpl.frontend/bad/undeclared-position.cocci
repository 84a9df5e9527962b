@@
@@
- foo(x)@p;
//! 3:10: error: position metavariable 'p' is not declared
