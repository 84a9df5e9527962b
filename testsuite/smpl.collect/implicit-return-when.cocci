@@
@@
- aaa();
  ... when != return;

@@
statement S;
@@
  ccc();
+ bbb();
  S

@@
@@
  ddd();
- return;
