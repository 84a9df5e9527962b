// when any: the segment may contain bar(), so every bar after foo() is
// a match end.
@@
@@
foo();
... when any
- bar();
+ qux();
