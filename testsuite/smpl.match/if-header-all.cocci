// `- if (x)` over a removed arm: the whole statement goes, and the + code
// after the header replaces it.
//! c: if-header.c
@@
expression E;
@@
- if (x)
+ foo();
- return E;
