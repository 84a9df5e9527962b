// An if pattern: the condition with the isomorphism X != NULL ~ X, the
// arm along the true edge; an unbraced arm does not match a braced one,
// an if without else does not match one with an else (as spatch).
@@
expression E;
@@
- if (E != NULL)
-   kfree(E);
+ kfree(E);
