// A path to bar() that passes no foo(): the match is dropped, and so is
// its edit.  (spatch refuses the whole file; smpl-match only this match.)
//! c: inconsistent.c
@@
@@
foo();
...
- bar();
+ qux();
