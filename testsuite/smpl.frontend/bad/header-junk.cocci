@ r foo @
@@
- bar();
//! 1:5: error: expected 'depends on', 'exists', 'forall', 'disable', 'extends', a rule kind or '@' but found 'foo'
