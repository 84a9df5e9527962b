// Isomorphism braces4: an if arm written { S } in the pattern also
// matches S unbraced (spatch: "{ S } => S"; not the other way round).
// "disable braces4" (or this project's older name "braces") turns it
// off: the second rule matches the braced arm only.
@@
expression E;
@@
  if (a) {
- h(E);
+ H(E);
  }

@ disable braces4 @
expression E;
@@
  if (b) {
- h(E);
+ H(E);
  }
