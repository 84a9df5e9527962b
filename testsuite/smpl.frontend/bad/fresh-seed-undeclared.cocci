@@
identifier f;
fresh identifier g = "new_" ## h;
@@
- f();
+ g();
//! 3:32: error: metavariable 'h' is not declared
