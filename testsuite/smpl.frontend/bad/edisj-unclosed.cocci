@@
expression E;
@@
- foo(\( E \| 0 );
//! 4:17: error: expected '\)' but found ')'
