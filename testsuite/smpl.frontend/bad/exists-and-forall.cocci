@r exists forall@
@@
- foo();
//! 1:11: error: a rule is either 'exists' or 'forall', once
