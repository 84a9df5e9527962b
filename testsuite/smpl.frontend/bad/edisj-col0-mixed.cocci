@@
expression E;
@@
  E =
(
  f(1)
|
  g(2)
&
  h(3)
);
//! 9:1: error: '|' and '&' mixed in one disjunction
