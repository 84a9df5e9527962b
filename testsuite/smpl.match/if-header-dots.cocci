// `- if (x)` over a context arm with dots (the arms are followed by the
// checker, not in the atom): the header only is replaced.
//! c: if-header.c
@@
expression E;
@@
- if (x)
+ if (y)
  {
  ...
  return E;
  }
