// A declaration in an arm pattern: removed where it is a declaration of
// its own (g); a `-` declaration pattern does not match one declarator
// of several there (f: the arm's edits go with the if, which cannot
// split the declaration; spatch does not match it either), rather than
// remove `c` with it.
@@
@@
  if (n) {
-   int a;
    int c;
    foo();
  }

// A declaration pattern in an arm matches any declarator of a
// declaration, and the arm goes on after the last (h: `int b;`
// then `foo();`, as spatch takes the declaration as one node).
@@
@@
  if (n) {
    int b;
    foo();
+   foo();
  }
