// Statements between dots and at the ends: `{ b(E); ... c(E) }` and
// `{ ... b(E); ... c(E); ... }`.
//! c: loop-gaps.c
@@
expression E;
@@
(
  while (more()) {
-   b(E);
+   b(-E);
    ...
    c(E);
  }
|
  for (...;...;...) {
    ...
    b(E);
    ...
-   c(E);
+   c(-E);
    ...
  }
)
