@@
position p : python() { p };
@@
- f()@p
//! 2:14: error: expected 'script' after ':' but found 'python'
