// A path stops where it enters an error-exit arm, before the when clause
// looks at the arm: the baz() there does not block the match.
//! c: exit-arm.c
@@
@@
foo();
... when != baz();
- bar();
+ qux();
