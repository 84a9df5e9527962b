// The first argument of a call with one or two arguments, in
// parentheses, where it is a variable: only that argument is changed, so
// that a call inside the second one can be changed too.
@@
identifier f;
idexpression E1;
expression E2;
@@
(
  f(
- E1
+ (E1)
  )
|
  f(
- E1
+ (E1)
  , E2)
)
