@@
identifier f;
type T;
@@
 f(...,
-  T flags,
   ...) { ... }
