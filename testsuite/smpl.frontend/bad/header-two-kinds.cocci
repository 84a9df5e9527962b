@r expression type@
@@
f(1)
//! 1:15: error: a second rule kind in one rule header
