@@
expression x;
@@
- a(x);
+ a2(x);

@@
expression x;
@@
- b(x);
+ b2(x, 0);
