// `... when strict`: no error exit; of the worked examples only g2 (a
// loop) still matches.
//! c: dots.c
@@
@@
foo();
... when strict
- bar();
+ qux();
