// \(int\|long\) x = E;: either type; the + code on the initializer.
@@
identifier x;
@@
\(int\|long\) x =
- get()
+ get_wide()
  ;
