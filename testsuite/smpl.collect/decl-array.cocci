// Arrays in local declarations: [] matches [], a size that size, [...] any
// size; T x = 3 takes a typedef name (u8), whose removal the plugin
// must not take for a hidden macro.
@@
identifier x;
@@
- char x[] = "dev";
+ char x[] = "device";

@@
identifier x;
expression E;
@@
- char x[16] = E;
+ char x[32] = E;

@@
identifier x;
@@
- char x[...] = "y";
+ char x[8] = "z";

@@
type T;
identifier x;
@@
- T x = 3;
+ T x = 5;
