// when exists: one path reaching bar() is enough.
//! c: dots.c
@@
@@
foo();
... when exists
- bar();
+ qux();
