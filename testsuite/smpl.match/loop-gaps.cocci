// A loop body with dots on both sides: `{ ... a(E); ... }` holds where
// every path through the body meets a(E) (an `if (c) continue;` before
// it being free, a break not).
//! c: loop-gaps.c
@@
expression C, E;
@@
  while (C) {
    ...
-   a(E);
+   a(-E);
    ...
  }
