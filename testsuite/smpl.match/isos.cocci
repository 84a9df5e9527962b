// The isomorphisms of SMPL.md: X == NULL ~ !X ~ NULL == X, E == C ~
// C == E, (E) ~ E, NULL ~ a null pointer constant; X != NULL ~ X in a
// condition.
@@
expression X;
@@
- r = (X == NULL);
+ r = is_null(X);
