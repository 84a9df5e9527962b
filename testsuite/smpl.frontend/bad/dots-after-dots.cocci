@@
@@
  foo();
  ...
  ...
- bar();
//! 5:3: error: '...' cannot follow '...'
