// --allow-inconsistent-paths keeps the edit of an inconsistent match.
//! c: inconsistent.c
//! args: --allow-inconsistent-paths
@@
@@
foo();
...
- bar();
+ qux();
