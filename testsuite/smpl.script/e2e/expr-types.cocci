// The type spatch infers for an expression (type T; T E;), given to a
// script: binary operators (the usual conversions, a typedef name's
// left operand, an unknown side, pointers), comparisons, ?:, unary
// operators, assignments, sizeof, parentheses.
@r@
type T;
T E;
position p;
@@
g(E@p)
@script:python@
t << r.T;
e << r.E;
p << r.p;
@@
print(p[0].line, e, "::", t)
