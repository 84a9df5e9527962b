// + code in place of calls in every kind of place: parentheses where the
// place needs them, and a space where two tokens would glue into
// another (- E with E -a is - -a, not the decrement --a)
@@
expression E;
@@
- inc(E)
+ E + 1
@@
expression E;
@@
- neg(E)
+ -E
@@
expression A, B;
@@
- pick(A, B)
+ A ? A : B
