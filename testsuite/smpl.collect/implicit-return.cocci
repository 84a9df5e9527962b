@@
identifier f;
@@
f(...) {
  ...
+ before_return();
  return;
}
