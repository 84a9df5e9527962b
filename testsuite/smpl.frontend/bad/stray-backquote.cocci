@@
@@
- foo(x`);
//! 3:8: error: stray '`' in rule
