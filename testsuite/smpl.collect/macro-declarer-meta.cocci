// A declarer metavariable matches any macro written as a statement of
// its own, never a call of a function.
@@
declarer D;
identifier W;
@@
D(W);
...
- prepare_wait(&W);
+ prepare_wait_exclusive(&W);
