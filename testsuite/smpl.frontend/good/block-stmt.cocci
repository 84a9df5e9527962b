// A { } block among statements is matched when its braces are context
// code; with '-' or + code on its braces it is not matched yet: that
// rule warns and is skipped.  Blocks as arms, loop bodies and function
// bodies, and a disjunction of blocks as an arm, are matched.
//! 33:3: warning: a { } block among statements is not matched yet: rule 'braces' matches nothing
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

@braces@
@@

 f();
- {
 g();
- }
