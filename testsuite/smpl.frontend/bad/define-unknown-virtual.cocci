virtual patch

@depends on patch@
@@
- foo();
//! args: -D context
//! warning: -D context: no 'virtual context' in this file
//! exit: 0
