// Metavariable kinds and constraints: a constant, an identifier with a
// regex, an identifier that is not in a list, an idexpression.
@@
constant C;
identifier f =~ "^dev_";
identifier g != {keep, hold};
idexpression I;
expression E;
@@
(
- f(E, C);
+ f(E);
|
- g(I);
+ g(&I);
)
