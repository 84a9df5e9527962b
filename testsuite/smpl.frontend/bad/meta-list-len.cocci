@@
expression list [] es;
@@
- f(es)
//! 2:18: error: expected a list length (a number or a name) but found ']'
