@r1@
expression n, p;
@@
- p = old_alloc(n);
+ p = new_alloc(n, 0);

@depends on r1@
expression n, p;
@@
  p = new_alloc(n, 0);
+ if (!p)
+	return -1;
