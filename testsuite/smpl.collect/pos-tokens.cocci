// A position on an operator (inside a larger expression), on 'return'
// and on callee names in a column-0 disjunction, used by a later rule.
@plus@
expression E, F;
position p;
@@
g(E +@p F)

@@
expression E, F;
position plus.p;
@@
- E +@p F
+ E | F

@neg@
expression E;
position p;
@@
if (E < 0)
	return@p E;

@@
expression E;
position neg.p;
@@
- return@p E;
+ return report(E);

@lk@
expression L;
position p;
@@
(
 spin_lock@p
|
 mutex_lock@p
) (L);

@@
identifier f;
expression L;
position lk.p;
@@
- f@p(L);
+ f(L + 0);
