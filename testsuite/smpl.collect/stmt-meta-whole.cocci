@@
statement S;
@@
  f();
  S
+ f();

@@
statement S;
@@
  h();
- S
