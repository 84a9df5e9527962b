@@
@@
  do {
- foo();
  }
  bar();
//! 6:3: error: expected 'while' after the body of 'do' but found 'bar'
