// A gap of a node (here before its type) is all '-' or all context.
@@
expression x;
@@
  x =
- sizeof
  (int);
//! 6:3: error: only part of this sizeoft is marked '-'
