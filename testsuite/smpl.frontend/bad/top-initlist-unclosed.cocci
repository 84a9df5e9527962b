@@
identifier x;
@@
int x[] = { 1, 2
//! 4:17: error: expected ',' or '}' but found end of rule
