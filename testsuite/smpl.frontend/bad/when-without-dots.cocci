@@
expression E;
@@
  foo(E);
  when != E
- bar(E);
//! 5:3: error: 'when' must follow '...', '<...' or '<+...'
