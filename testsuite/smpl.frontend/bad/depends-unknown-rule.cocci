@r depends on nosuch@
@@
- foo();
//! 1:15: error: depends on unknown rule 'nosuch'
