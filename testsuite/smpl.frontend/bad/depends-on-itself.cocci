@a depends on a@
@@
- foo();
//! 1:15: error: rule 'a' depends on itself
