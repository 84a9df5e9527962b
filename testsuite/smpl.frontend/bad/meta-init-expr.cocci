// An initializer metavariable stands for a declaration's initializer
// only (spatch rejects it elsewhere too).
@@
initializer I;
type T;
identifier x;
@@
  T x = I;
- f(I);
//! 9:5: error: metavariable 'I' is an initializer, not an expression
