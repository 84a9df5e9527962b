// A nest's body is still matched inside the error-exit arm a path stops
// in front of (as spatch).
//! c: exit-arm.c
@@
@@
foo();
<...
- baz();
+ quux();
...>
bar();
