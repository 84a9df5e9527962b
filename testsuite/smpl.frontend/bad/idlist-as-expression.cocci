@@
identifier list L;
@@
- foo(L + 1);
//! 4:7: error: metavariable 'L' is an identifier list, not an expression
