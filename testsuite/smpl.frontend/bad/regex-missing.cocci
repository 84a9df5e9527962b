@@
identifier f =~ ;
@@
- f();
//! 2:17: error: expected a regular expression in double quotes but found ';'
