virtual a
virtual b

@r depends on a depends on b@
@@
- foo();
//! 4:17: error: a second 'depends on' in one rule header
