// A declaration in an arm pattern: removed where it is a declaration of
// its own (g); a `-` declaration pattern does not match one declarator
// of several there (f: the arm's edits go with the if, which cannot
// split the declaration; spatch does not match it either), rather than
// remove `b` with it.
@@
@@
  if (n) {
-   int a;
    int b;
    foo();
  }

// After a declaration of several declarators, the arm goes on after the
// last (h: `int a;` then `foo();`, as spatch takes it as one node).
@@
@@
  if (n) {
    int a;
    foo();
+   foo();
  }
