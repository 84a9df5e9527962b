@@
expression E;
@@
  foo(E);
- bar(E);
  ...>
//! 6:3: error: '...>' without '<...' before it
