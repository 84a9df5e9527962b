// #define lines as rules: an object-like one whose body is an
// expression is matched by name and body; one replaced, one removed,
// one over two lines replaced, a function-like one and those of other
// names are kept.
@@
expression X;
@@
- #define BUFSZ X
+ #define BUF_SIZE X

@@
@@
- #define DEBUG_LEVEL 0

@@
expression E;
@@
- #define LONG_ONE E
+ #define ONE E
