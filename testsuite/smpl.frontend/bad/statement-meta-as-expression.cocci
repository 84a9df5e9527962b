@@
statement S;
@@
- foo(S);
//! 4:7: error: metavariable 'S' is a statement, not an expression
