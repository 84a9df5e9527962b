@@
expression E;
@@
(
- foo(E);
|
- bar(E);
//! 4:1: error: unbalanced '(' in column 0: no ')' in column 0 closes it
