@@
@@
 while (...) {
   a();
-  break;
+  return 1;
 }
@@
@@
 switch (...) {
 case 1:
   a();
-  break;
+  return 2;
 }
@@
@@
 while (...) {
   b();
-  continue;
 }
@@
@@
  if (a())
- break;
+ return -1;
