// '...' in argument lists: before, between and after arguments, alone.
@@
expression E;
@@
  foo(..., E, ...);
- bar(...);
+ qux();
  baz(..., E);
