// when = : every statement of the segment must match.
@@
@@
foo();
... when = log();
- bar();
+ qux();
