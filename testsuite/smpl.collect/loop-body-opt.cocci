@@
expression E;
@@
while (E > 0) {
  ...
(
  a(1);
|
+ b(0);
? return ...;
)
  ... when any
}
