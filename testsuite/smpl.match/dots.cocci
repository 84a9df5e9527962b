// The worked examples of `...` (SMPL.md): error exits end a path only
// from the then arm of an if; shortest path; loops do not fail.
@@
@@
foo();
...
- bar();
+ qux();
