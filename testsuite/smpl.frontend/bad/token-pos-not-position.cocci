// After '@' comes a position, or a metavariable that binds what it is
// on: a symbol binds nothing.
@@
expression A, B;
symbol s;
@@
* A &&@s B
//! 7:8: error: 's' is declared as symbol, not position
