// `extern int x;` matches extern declarations alone (not `int limit;`),
// at file scope and in functions; removed whole with their line.
@@
identifier x;
@@
- extern int x;

@@
identifier x;
@@
- extern char *x[];
