// The right-hand side of an assignment to a variable, in parentheses.
@@
identifier x;
expression E;
@@
- x = E;
+ x = (E);
