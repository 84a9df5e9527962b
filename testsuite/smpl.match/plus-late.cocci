// + code that uses a metavariable bound after its anchor: prep(E) goes
// before foo() with E from the kfree that ends the match.  In g, E is p
// on one path and q on the other: + code placed before E's binding needs
// one value along the whole match, so g does not match (as spatch).
@@
expression E;
@@
+ prep(E);
  foo();
  ...
  kfree(E);
