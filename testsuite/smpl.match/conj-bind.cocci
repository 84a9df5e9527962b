// Conjunction branches share bindings: E bound by foo(E, F) must be the
// same in foo(E, E), so f (x, y) does not match and g (x, x) does.
@@
expression E, F;
@@
(
  foo(E, F);
&
  foo(E, E);
)
- bar();
