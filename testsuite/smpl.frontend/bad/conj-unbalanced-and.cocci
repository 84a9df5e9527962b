@@
expression E;
@@
- foo(E);
&
- bar(E);
//! 5:1: error: unbalanced '&' in column 0: no '(' in column 0 before it
