// A switch with several exits: every case must reach bar().
@@
@@
foo();
...
- bar();
+ qux();
