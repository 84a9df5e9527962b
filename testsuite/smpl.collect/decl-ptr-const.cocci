// A type metavariable bound at a declaration keeps the qualifiers after
// its stars (`const char * const *`), for the + code that writes it.
@@
type T;
identifier x;
fresh identifier y = "new_" ## x;
@@
- T x;
+ T y;
  <+...
- x
+ y
  ...+>
