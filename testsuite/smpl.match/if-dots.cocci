// `...` inside the arm of an if pattern: the arm is a sequence of the
// rule that goes on with what follows the if.
@@
expression E;
@@
if (E) {
  ...
- return -1;
+ return -EINVAL;
}
