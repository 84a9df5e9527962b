@@
identifier x;
@@
  if (<... x ...+>)
    foo();
//! 4:14: error: expected '...>' but found '...+>'
