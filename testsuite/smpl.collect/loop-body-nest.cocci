@@
expression E;
@@
while (...) {
<...
- a(E);
+ b(E);
...>
}
