@@
expression E;
@@
for (...;...;...) {
  ...
(
- a(E);
+ b(E + 1);
|
- b(E);
)
  ...
}
