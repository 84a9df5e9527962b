@@
identifier f =~ "^(plain|decls|empty)$";
identifier a;
@@
 f(int a) {
+  trace(a);
   ...
 }

@@
identifier f =~ "^(empty)$";
@@
 void f(...) {
   ...
+  done();
 }
