@@
identifier f;
@@
 f(...,
-  int flags,
   ...) { ... }

@@
identifier f;
@@
 f(...
+  , int q
 ) { ... }
