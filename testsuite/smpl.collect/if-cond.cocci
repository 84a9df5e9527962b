@@
identifier e;
@@
  if (e)
-	return e;
+	return fix(e);

@@
identifier y;
@@
  if (!y)
-	foo();
+	bar(y);

@@
identifier z;
@@
- if (z > 1)
+ if (z > 2)
	return z;
