// `++` in column 0: + code that may be added several times at one place
// (spatch's); the dump shows it, the compiled rule keeps it.
@@
identifier x;
@@
- int x;
++ long x;
+ int y;
