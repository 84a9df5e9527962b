// What follows a declarator in the rule follows its whole declaration
// in the code, as spatch takes a declaration as one node: `int b;
// foo();` matches `int a, b, c; foo();`, and two declaration patterns
// in a row do not match two declarators of one declaration (`int c =
// 3; int d = 4;` does not match `int c = 3, d = 4;`, `int d = 4; int e
// = 5;` does).
@@
@@
- int b;
  foo();

@@
@@
- int c = 3;
- int d = 4;

@@
@@
  int d = 4;
- int e = 5;
