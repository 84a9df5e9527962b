// `- while (x)` `+ while (y)` over a context body replaces the header
// only, as `- if (x)` does; the braced body does not match `E;` (as
// spatch).  `- for (...)` over a statement metavariable body the same.
@@
expression E;
@@
- while (x)
+ while (y)
  E;

@@
statement S;
@@
- for (i = 0; i < x; i++)
+ for (i = 1; i < x; i++)
  S
