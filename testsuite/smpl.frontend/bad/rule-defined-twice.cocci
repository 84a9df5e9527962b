@r@
@@
- foo();

@r@
@@
- bar();
//! 5:2: error: rule 'r' defined twice
