// current_element of a position at the top level: the variable the
// declaration declares, as spatch names it; in a function, the function.
@r@
type T;
identifier x;
position q;
expression E;
@@
(
T x@q;
|
T x@q = E;
)

@script:python@
q << r.q;
x << r.x;
@@
print(x, q[0].line, q[0].column, q[0].current_element)
