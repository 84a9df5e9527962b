@@
identifier b;
@@
 before(
+  int first,
   int a, int b) { ... }

@@
@@
 after(int a,
   int b
+  , long extra
 ) { ... }

@@
identifier x;
@@
 replaced(
-  int old
+  char *name
   , int x) { ... }

@@
identifier f =~ "^(more|none|empty)$";
@@
 f(...
+  , int flags
 ) { ... }

@@
identifier f =~ "^multi$";
@@
 f(...,
-  int flags
 ) { ... }
