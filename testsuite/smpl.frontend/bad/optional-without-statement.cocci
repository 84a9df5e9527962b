@@
@@
  foo();
? ...
- bar();
//! 4:3: error: expected a statement after '?' but found '...'
