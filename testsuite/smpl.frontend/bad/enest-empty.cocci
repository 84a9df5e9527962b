@@
@@
  foo(<+... ...+>);
//! 3:13: error: expected an expression but found '...+>'
