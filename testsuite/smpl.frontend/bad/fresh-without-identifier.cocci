@@
identifier f;
fresh expression g;
@@
- f();
//! 3:7: error: expected 'identifier' after 'fresh' but found 'expression'
