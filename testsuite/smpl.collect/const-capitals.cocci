// A constant metavariable takes numbers, strings, and names written in
// capitals (no lower-case letter), as spatch does: most such names are
// macros (FOO, ABC_DEF, _X), whatever they are in this configuration.
@@
constant C;
@@
- f(C)
+ g(C)
