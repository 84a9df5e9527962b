@@
@@
(
- foo();
|
)
//! 6:1: error: empty branch in a disjunction
