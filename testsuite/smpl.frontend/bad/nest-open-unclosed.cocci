@@
expression E;
@@
  foo(E);
  <...
- bar(E);
//! 5:3: error: '<...' without '...>' after it
