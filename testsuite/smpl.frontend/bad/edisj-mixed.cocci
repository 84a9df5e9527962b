@@
expression E;
@@
- foo(\( E \| 0 \& 1 \));
//! 4:17: error: '\|' and '\&' mixed in one inline disjunction
