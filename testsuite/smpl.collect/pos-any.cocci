// 'position any p': p need not be the same on every path after '...'.
@r@
expression x;
position any p;
@@
x = f(1);
...
x@p = f(...);

@@
position r.p;
expression x;
@@
- x@p = f(...);
+ x = 0;
