@@
expression E;
@@
- foo();
+ bar(E);
//! 5:7: error: metavariable 'E' is used in '+' code but no matched code binds it
