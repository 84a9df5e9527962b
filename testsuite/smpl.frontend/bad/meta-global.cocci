@@
global expression g;
@@
- f(g)
//! 2:8: error: expected 'idexpression' after 'global' but found 'expression'
