@@
type T;
@@
- bar(T);
//! 4:7: error: metavariable 'T' is a type, not an expression
