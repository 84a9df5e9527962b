// \(unsigned char\|T\) x: a branch that binds T; T then constrains (T)E.
@@
type T;
identifier x;
expression E;
@@
 \(unsigned char\|T\) x;
 ...
- x = (T)E;
+ x = E;
