@@
identifier x;
@@
struct \(a\) x;
//! 4:11: error: expected '\|' but found '\)'
