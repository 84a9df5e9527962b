// + code before a declaration without an initializer.
@@
identifier r;
@@
+ int ok;
  int r;
