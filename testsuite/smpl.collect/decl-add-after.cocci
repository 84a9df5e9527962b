// + code after a declaration without an initializer.
@@
identifier x;
@@
  struct lock *x;
+ int tries = 0;
