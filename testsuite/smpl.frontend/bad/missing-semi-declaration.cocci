@@
type T;
identifier x;
@@
- T x
  foo(x);
//! 6:3: error: expected ';' after a declaration but found 'foo'
