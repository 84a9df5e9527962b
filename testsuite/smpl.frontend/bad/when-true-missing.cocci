@@
expression E;
@@
  foo(E);
  ... when != true
- bar(E);
//! 5:15: error: expected an expression after 'when != true' on its line
