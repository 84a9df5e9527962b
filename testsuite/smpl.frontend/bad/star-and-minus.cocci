@@
@@
* foo();
- bar();
//! 4:1: error: '*' and '-' mixed in one rule: a rule either reports or transforms
