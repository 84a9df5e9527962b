// Nodes only part of whose own tokens are '-': the call's '(' goes,
// its ')' stays (+ code in its place); a call's commas do not count
// (an argument goes with a comma next to it); an index; a block, which
// is not matched yet (the rule is skipped); a function header written
// again with fewer parameters: the rest is context.
@@
expression E;
position p;
@@
-printk@p(
+WARN(1,
  E, ...);

@@
@@
  f(
- ...,
+ 2,
  3);

@@
expression E;
identifier t;
@@
- t[
+ get(t)[
  E]

@@
@@
- f(int x, int y) {
+ g(int x) {
  ...
  }

@@
@@
- f(int x, int y) {
+ f(int x) {
  ...
  }
//! 31:19: warning: only part of this block is marked '-', which is not matched yet: rule 4 matches nothing
