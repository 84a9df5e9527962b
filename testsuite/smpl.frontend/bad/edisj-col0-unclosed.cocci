@@
expression E;
@@
  E = f(1,
(
  2
|
  3
  );
//! 9:3: error: expected ')' in column 0 but found ')'
