@@
expression E;
@@
for (...;...;...) {
  <+...
- return E;
+ return -E;
  ...+>
}
