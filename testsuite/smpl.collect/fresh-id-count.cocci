@@
fresh identifier i = "v";
fresh identifier w = "w";
identifier f;
fresh identifier p = "p_" ## f;
@@
 void f(void) {
+ int i;
+ int w;
+ int p;
+ x(w, i, w);
  ...
 }

@@
fresh identifier a = "a";
fresh identifier b = "b";
fresh identifier c = "c";
@@
 g();
+ y(a, b, c, a);
