// The consistency check, per rule and function: an edit is covered when
// every path to it passes the start of some match that makes it.
@@
@@
foo();
...
- bar();
+ qux();
