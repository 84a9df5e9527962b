@@
@@
 probe(
+  void *ctx,
   ...) { ... }

@@
parameter list[2] P;
@@
 drop(
-  P,
   int id) { ... }

@@
identifier g;
@@
 g(..., char *) {
+  unnamed();
   ...
 }
