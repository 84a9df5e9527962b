@@
expression E;
@@
-printk(
+WARN(1,
  E, ...);

@@
@@
  f(
- ...,
+ 2,
  3);

@@
@@
  g(...,
-   b,
    ...);
