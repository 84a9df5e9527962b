@@
expression x, y;
@@
- foo(x,
  y);
//! 4:3: error: only part of this call is marked '-'
