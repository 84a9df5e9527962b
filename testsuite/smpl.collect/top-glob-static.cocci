// `static int x;` matches static declarations alone, at file scope and
// in functions; removed whole with their line.
@@
identifier x;
@@
- static int x;
