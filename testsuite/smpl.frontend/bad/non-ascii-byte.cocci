@@
@@
- foo(ÿx);
//! 3:7: error: stray byte 0xff in rule
