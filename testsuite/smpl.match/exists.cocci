// An exists rule: one path reaching bar() is enough.
//! c: dots.c
@exists@
@@
foo();
...
- bar();
+ qux();
