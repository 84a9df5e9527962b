virtual patch

@patch@
@@
- foo();
//! 3:2: error: rule 'patch' has the name of a virtual
