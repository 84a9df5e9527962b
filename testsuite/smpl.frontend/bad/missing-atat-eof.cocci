@@
expression E;
//! 2:14: error: expected a metavariable declaration or '@@' but found end of file
