@@
@@
a();
if (x) { ... return; }
- b();
+ c();

@two@
@@
- a();
