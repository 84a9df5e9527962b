@r disable nosuchiso@
@@
- foo(x;
//! 1:12: warning: unknown isomorphism 'nosuchiso' ignored
//! 3:8: error: expected ',' or ')' but found ';'
