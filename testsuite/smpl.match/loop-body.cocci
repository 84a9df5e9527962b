// A loop body of plain statements must be the whole body: `{ x--; }`
// matches a body that is only x-- (braced or not, as spatch), not one
// with more; the edit is inside the body.
//! c: loop-pat.c
@@
expression E;
@@
  while (E) {
-   x--;
+   x -= 2;
  }
