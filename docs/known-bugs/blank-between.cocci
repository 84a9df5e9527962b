@@
expression E;
@@
- if (IS_ERR(E))
-	return PTR_ERR(E);
- return 0;
+ return PTR_ERR_OR_ZERO(E);
