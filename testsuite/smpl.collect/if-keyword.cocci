@@
expression x;
statement S;
@@
- if
+ while
  (x) S
