@r@
@@
//! 1:1: error: rule has an empty body
