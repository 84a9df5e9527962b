// The error exit of `...` is where a path enters the then arm of an if
// whose every path ends in a return (or a goto that cannot lead to what
// follows) without meeting it; a return inside an arm the path entered
// before the segment began gives no pass.
//! c: then-arm.c
@@
@@
foo();
...
- bar();
+ qux();
