@@
@@
- unused_helper(...) { ... }

@@
identifier f;
type T;
expression E;
@@
 static T f(struct dev *d, ...) {
   ...
-  trace(E);
   ...
 }

@@
@@
- static void obsolete(int a, int b) { trace(a); }
