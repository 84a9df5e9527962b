@@
@@
foo(...) {
  ...
+ before_return();
  return;
}
