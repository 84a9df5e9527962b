// Initializer metavariables: a declaration's initializer, whatever it is.
@@
type T;
identifier x;
initializer I;
@@
- T x = I;
+ const T x = I;
