// A switch with any body: `switch (E) { ... }`; the rest goes on from
// the ways out of the switch: its break in f (the default returns), the
// way round the cases in h; in g, qux() follows, not baz(): no match.
//! spatch: skip spatch 1.1.1 rejects `{ ... }` as a switch body
@@
expression E;
@@
  foo();
- switch (E) { ... }
+ bar(E);
  baz();
