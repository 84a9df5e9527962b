@ r foo @
@@
- bar();
//! 1:5: error: expected 'depends on', 'exists', 'forall', 'disable', a rule kind or '@' but found 'foo'
