@@
local expression E;
@@
- foo(E);
//! 2:7: error: expected 'idexpression' after 'local' but found 'expression'
