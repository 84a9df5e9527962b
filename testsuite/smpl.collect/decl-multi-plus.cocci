// `++` code on one declarator of several goes after the declaration, as
// spatch: `int a, b;` becomes `long a;` `long b;`, `short d` leaves
// `short c, e;` and gets `int d;` after it.  With `+` (the third rule),
// spatch leaves such a declaration as it is: no match.
@@
identifier x;
@@
- int x;
++ long x;

@@
@@
- short d;
++ int d;

@@
identifier x;
@@
- short x;
+ char x;
