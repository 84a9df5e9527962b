@r1@
expression E;
@@
- foo(E;

@r2@
@@
- bar(x)@p;

@r3@
@@
  baz();
  when any
//! 4:8: error: expected ',' or ')' but found ';'
//! 8:10: error: position metavariable 'p' is not declared
//! 13:3: error: 'when' must follow '...', '<...' or '<+...'
