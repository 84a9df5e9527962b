@@
expression E;
@@
  foo();
  ... when != E
- bar();
+ baz(E);
//! 7:7: error: metavariable 'E' is used in '+' code but no matched code binds it
