@@
declarer name DEFINE_WAIT;
identifier W;
@@
- DEFINE_WAIT(W)
+ DEFINE_WAIT(W);
//! 5:17: error: expected ';' after a declarer but found end of rule
