@@
identifier x;
@@
  foo(<+... x);
//! 4:14: error: expected '...+>' but found ')'
