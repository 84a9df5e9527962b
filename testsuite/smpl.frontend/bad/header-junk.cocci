@ r foo @
@@
- bar();
//! 1:5: error: expected 'depends on', 'exists', 'forall', 'disable' or '@' but found 'foo'
