@r depends on
@@
- foo();
//! 2:1: error: expected a rule name but found '@'
