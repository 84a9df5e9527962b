virtual patch
virtual report, patch

@@
@@
- foo();
//! 2:17: error: virtual 'patch' declared twice
