// `int x;` takes no prototype (`int g(int);`, whose type is `int
// (int)`) nor a function pointer; a type metavariable alone takes a
// prototype's whole type, as spatch: `- T unused_fn;` removes one.
@@
identifier x;
@@
- int x;

@@
type T;
@@
- T unused_fn;
