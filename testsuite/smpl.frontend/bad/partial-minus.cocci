@@
expression x, y;
@@
- foo(x,
  y);
//! 4:3: error: what stays of this call, with the '+' code inside it, does not balance its brackets
