@@
expression E;
@@
- foo($E);
//! 4:7: error: stray '$' in rule
