// A nested if as the sole arm of an if pattern: the inner if is matched
// along the outer's true edge, its range is the whole inner statement
// (the + code after its removed arm replaces it), and baz() follows on
// the inner if's ends.  A braced outer arm does not match an unbraced
// pattern arm; an inner if with an else does not match one without.
@@
expression E1, E2;
@@
  if (E1)
-   if (E2)
-     foo();
+   bar(E2);
  baz();
