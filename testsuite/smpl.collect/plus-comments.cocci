@@
@@
+#ifdef CONFIG_FOO /* the foo part */
 foo();
+#endif /* CONFIG_FOO */
 ...
+/*
+ * bar needs the lock:
+ *   taken here.
+ */
+lock(); // taken
 bar();
