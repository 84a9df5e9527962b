// - on the whole declaration, + code after it, - and + on a branch.
@@
identifier x;
@@
- \(int\|long\) x;
  ... when != x

@@
identifier x;
expression E;
@@
- \(int *\|long *\) x = E;
+ void *x = E;

@@
identifier x;
@@
(
- int
+ long
|
  char
)
  x = get();

@@
identifier x;
@@
(
- int
+ unsigned int
|
- char
+ signed char
)
  x;
