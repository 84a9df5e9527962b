@@
identifier f;
identifier fl =~ "^flags";
@@
 f(...,
-  int fl,
   ...) { ... }
