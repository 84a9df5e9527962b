@@
statement S, S1;
expression E;
@@
(
 if (E == 2) S1 else
+{trace("else");
 S
+}
|
 if (E)
+{trace("then");
 S
+}
+trace("after");
)
