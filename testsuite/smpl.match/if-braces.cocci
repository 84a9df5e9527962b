// A braced arm in the pattern matches both braced and unbraced code.
//! c: if.c
@@
expression E;
@@
- if (E) {
-   kfree(E);
- }
+ kfree(E);
