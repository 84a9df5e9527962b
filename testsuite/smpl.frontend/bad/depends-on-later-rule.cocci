@a depends on later@
@@
- foo();

@later@
@@
- bar();
//! 1:15: error: depends on rule 'later', which is defined after this rule
