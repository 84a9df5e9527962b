@@
expression E;
@@
(
- foo(E);
|
- bar(E);
&
- baz(E);
)
//! 8:1: error: '|' and '&' mixed in one disjunction
