@@
expression E;
statement S;
@@
- if (IS_ERR_VALUE(E))
+ if (E < 0)
  S
