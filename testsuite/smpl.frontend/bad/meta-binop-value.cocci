@@
expression E1, E2;
binary operator cmp = {<=, foo};
@@
- E1 cmp E2
//! 3:28: error: expected a binary operator but found 'foo'
