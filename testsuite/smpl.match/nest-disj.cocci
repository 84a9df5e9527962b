// A nest body that is a disjunction: each node where a branch matches
// as a whole (not c(a(), 1)) is transformed.  <+... ...+> needs one on
// some path (m: only the else arm has b(), as spatch), none in n.
//! c: nest-dots.c
@@
@@
start();
<+...
(
- a();
|
- b();
+ e();
)
...+>
stop();
