@@
@@
- foo();
/* this comment never ends
//! 4:1: error: unterminated comment
