@@
position p : script:python(p) { p ;
@@
- f()@p
//! 3:1: error: expected '}' to end the script code but found '@@'
