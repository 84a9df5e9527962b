// when forall in an exists rule: this segment needs every path.
//! c: dots.c
@exists@
@@
foo();
... when forall
- bar();
+ qux();
