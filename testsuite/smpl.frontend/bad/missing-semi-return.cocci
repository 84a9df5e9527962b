@@
@@
  foo();
- return 0
  bar();
//! 5:3: error: expected ';' after 'return' but found 'bar'
