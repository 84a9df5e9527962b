// Context on loops: a while with any body `{ ... }`, then a for with no
// init; each * line is reported, the whole statement's range.
//! c: loop-pat.c
@@
expression E, E2, E3;
@@
* while (E) { ... }
  ...
* for (; E2; E3) { ... }
