@r@
expression E;
@@
f(E)

@s@
expression F <= r.X;
@@
- g(F)
//! 7:19: error: rule 'r' declares no metavariable 'X'
//! 7:12: warning: subterm constraints ('<=') other than an expression within a metavariable of this rule or an earlier one are not matched yet: rule 's' matches nothing
