// The -ENOMEM of a failed kmalloc or kzalloc made -EIO: an errno macro.
// grep: [^_]kzalloc\(|kmalloc\(
// grep: -ENOMEM
@@
expression X, S, G;
@@
(
  X = kmalloc(S, G);
|
  X = kzalloc(S, G);
)
  if (!X)
-	return -ENOMEM;
+	return -EIO;
