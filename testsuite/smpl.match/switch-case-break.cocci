// `break;` in a case body: the path leaves the switch there; in g a
// call comes between foo() and the break: no match.
//! c: switch-case.c
@@
expression E;
@@
switch (E) {
case 1:
- foo();
+ foo2();
  break;
}
