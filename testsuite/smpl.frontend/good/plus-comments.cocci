// Comments on '+' lines are + code, written out as they are; a block
// comment may span '+' lines (their '+' is not part of it).  Comments
// on other lines are dropped.
@@
@@
+#ifdef CONFIG_FOO /* the foo part */
 foo(); // not kept
+#endif /* CONFIG_FOO */
 ...
+/*
+ * bar needs the lock:
+ *   taken here.
+ */
+lock(); // taken
 bar(/* not kept */);
