// `...` anywhere in an argument list: foo(..., x, ...) matches x in any
// place, and baz(..., x, ...) in two ways, both transformed (as spatch);
// bar(...) matches any arguments, none included.
@@
@@
  foo(...,
- x
+ y
  , ...);

@@
@@
- bar(...);
+ qux();

@@
@@
  baz(...,
- x
+ z
  , ...);
