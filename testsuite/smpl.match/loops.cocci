// Loops: a back edge neither makes `...` loop forever nor matches twice;
// a bar() only inside the loop body is not on every path.
@@
@@
foo();
...
- bar();
+ qux();
