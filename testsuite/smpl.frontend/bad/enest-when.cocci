@@
identifier x;
@@
  foo(<+... when != x bar(x) ...+>);
//! 4:13: error: 'when' in a nest inside an expression
