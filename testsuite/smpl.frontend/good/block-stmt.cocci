// A { } block among statements is not matched yet: its rule warns and
// is skipped.  Blocks as arms, loop bodies and function bodies, and a
// disjunction of blocks as an arm, are matched.
//! 11:1: warning: a { } block among statements is not matched yet: rule 'among' matches nothing
@among@
statement S;
symbol a;
@@

 f();
{
S
...
- a();
}

@arms@
expression E;
@@
 if (E)
(
 { g(); }
|
 { h(); }
)
 while (E) { E++; }
