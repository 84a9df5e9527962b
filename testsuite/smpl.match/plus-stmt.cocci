// A statement metavariable in + code: smpl-match --apply writes the
// statement's text from the file (plugin/edit), a block whole, a lone
// body on a line of its own, as spatch does; the dump shows it as
// <statement at L:C>.
//! c: loop-pat.c
@@
expression E;
statement S;
@@
  foo();
- while (E) S
+ if (E) S
