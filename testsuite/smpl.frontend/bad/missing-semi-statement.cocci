@@
@@
- foo()
- bar();
//! 4:3: error: expected ';' after expression but found 'bar'
