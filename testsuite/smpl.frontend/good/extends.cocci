// `extends R`: R's metavariables are this rule's, inherited; the rule
// may declare more.
@r1@
expression E;
identifier f;
symbol NULL;
@@
f(E, NULL);

@r2 extends r1@
expression F;
@@
- g(E, F);
+ f(E, F);

@r3 depends on r2 extends r1 exists@
@@
- h(E);
