// The segment of `...` never contains the element before it: of two
// foo() in a row, the match starts at the second.
@@
@@
- foo();
...
bar();
