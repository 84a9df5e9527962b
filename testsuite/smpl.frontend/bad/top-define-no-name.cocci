@@
@@
#define
foo();
//! 4:1: error: expected a macro name after '#define' but found 'foo'
