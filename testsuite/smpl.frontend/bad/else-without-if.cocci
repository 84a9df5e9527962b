@@
@@
  foo();
  else
- bar();
//! 4:3: error: 'else' without a previous 'if'
