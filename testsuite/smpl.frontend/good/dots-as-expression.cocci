// `...` is any expression (spatch 1.1.1 takes `x = ...;`; once a
// malformed-rule test).
@@
identifier x;
@@
- x = ...;
