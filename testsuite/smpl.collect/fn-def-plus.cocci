@@
identifier f;
type T;
@@
+/* probed by f */
 static T f(struct dev *d, ...) { ... }

@@
identifier f =~ "_remove$";
@@
 int f(...) { ... }
+int f_done(void) {
+	return 1;
+}
