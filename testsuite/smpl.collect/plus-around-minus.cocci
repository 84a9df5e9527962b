@@
expression E;
@@
 f(
+ g(1) *
-  E
+ 0
+ * g(2)
 )
