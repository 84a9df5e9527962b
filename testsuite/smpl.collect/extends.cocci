@r1@
expression E;
@@
h(E);

@r2 extends r1@
@@
- i(E);
+ i(E + 1);
