// Positions on tokens that are no expression (cond_no_effect, ifcol,
// excluded_middle, alloc_cast, returnvar): on 'if', a statement
// metavariable, an operator and the type of a cast they are matched; on
// a type elsewhere (a declaration's), read and checked, not matched yet,
// so that rule is skipped with a warning.  A position on a declared name
// binds like one on an identifier.
@r1@
position p;
statement S1, S2;
expression A, B;
@@
if@p (A && B) S1 else S2

@r2@
position p1, p2;
statement S1, S2;
@@
if (...) S1@p1 S2@p2

@r3@
expression A, B;
position p;
@@
* !A || (A &&@p B)

@r4@
type T;
position p;
expression x;
@@
 x = (T@p *)f(x);

@r5@
type T;
identifier ret;
constant C;
position p1;
@@
T ret@p1 = C;
... when != ret = ...
return ret;

@r6@
type T;
position p;
identifier x;
@@
T@p x;
//! 48:1: warning: a position on a type outside a cast or sizeof is not matched yet: rule 'r6' matches nothing
