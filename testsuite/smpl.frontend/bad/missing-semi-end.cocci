@@
@@
- return 0
//! 3:11: error: expected ';' after 'return' but found end of rule
