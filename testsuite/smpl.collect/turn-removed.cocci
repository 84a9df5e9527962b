@@
expression x;
@@
- trace(x);
  x++;

@@
expression x;
@@
  trace(x);
+ check(x);
