// Typed metavariables: sets of types, with values of other rules' type
// metavariables among them; array types; list lengths named, constant
// and inherited.
@r1@
type T1;
T1 e1;
expression list[n] es;
@@
f(e1, es)

@r2@
type T2;
T2[] e2;
constant char [] c;
@@
g(e2, c)

@@
{r1.T1, r2.T2, long} e;
expression list[r1.n] fs;
expression list[2] gs;
@@
- h(e, fs, gs)
+ h(gs, fs, e)

@@
type T;
identifier x;
initializer I;
@@
- T x = I;
+ const T x = I;
