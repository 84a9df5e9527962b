@@
@@
  foo();
  ... when exists when forall
- bar();
//! 4:24: error: 'when exists' and 'when forall' on one '...'
