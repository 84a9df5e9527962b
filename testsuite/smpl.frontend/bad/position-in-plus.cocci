@@
position p;
@@
- foo()@p;
+ bar()@p;
//! 5:8: error: a position cannot be attached to '+' code
