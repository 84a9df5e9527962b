@@
expression x;
@@
  if (
- x == 0
+ !x
  || ...) return ...;
