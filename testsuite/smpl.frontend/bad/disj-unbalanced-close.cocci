@@
@@
- foo();
)
//! 4:1: error: unbalanced ')' in column 0: no '(' in column 0 before it
