@@
@@
+ done();
  return;
@@
@@
  ccc();
+ trace();
  return ...;
