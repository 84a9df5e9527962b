// A position on a token must name a position metavariable.
@@
expression A, B;
@@
* A &&@B B
//! 5:8: error: 'B' is not a position metavariable
