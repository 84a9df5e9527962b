// `- if (x)` `+ if (y)` over a context arm replaces the header only (the
// + code goes with the removed header, not before the arm), on one line
// or two; a braced arm and an if with an else do not match the pattern.
@@
expression E;
@@
- if (x)
+ if (y)
  return E;
