// A switch pattern with a case line: the case is looked for among all
// the cases of the switch, in any order (case 1 is second in g); the
// body is matched from the label on, what follows it is free.
@@
expression E;
@@
switch (E) {
case 1:
- foo();
+ foo2();
...
}
