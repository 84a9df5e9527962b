// Positions on tokens, one rule each, bound where spatch 1.1.1 binds
// them: what its python p[0].line, p[0].column (from 0), line_end and
// column_end report for each, columns plus one, is exactly the bindings
// below (an operator, a keyword, the ';', the ')' of a header, a
// declaration's '=', a call's ')', an index's ']', a field, x--'s '--',
// sizeof; a bare expression inside a larger one binds there too).
@r_ops@
expression E, F;
position p;
@@
E ==@p F

@r_ops2@
expression E, F;
position p;
@@
E <@p F

@r_assign@
expression E, F;
position p;
@@
E +=@p F

@r_assign2@
expression F;
position p;
@@
y =@p F

@r_unary@
expression E;
position p;
@@
y = -@p E;

@r_unary2@
expression E;
position p;
@@
E--@p

@r_sizeof@
expression E;
position p;
@@
x += sizeof@p(E);

@r_call@
expression E;
position p;
@@
return g(E)@p;

@r_index@
expression E, F, G;
position p;
@@
g(E[F]@p + G);

@r_field@
expression E, F;
position p;
@@
g(F + E->f@p);

@r_if@
expression E; statement S;
position p, q;
@@
if@p (E)@q S

@r_while@
expression E; statement S;
position p, q;
@@
while@p (E)@q S

@r_for@
statement S;
position p, q;
@@
for@p (...;...;...)@q S

@r_switch@
expression E;
position p, q;
@@
switch@p (E)@q { case 1: ... }

@r_return@
expression E;
position p, q;
@@
return@p E;@q

@r_goto@
identifier l;
position p, q, r;
@@
goto@p l@q;@r

@r_decl@
type T; identifier i; expression E;
position p, q, r;
@@
T i@p =@q E;@r

@r_stmt@
expression E;
position p;
@@
E;@p

@r_S@
statement S;
position p;
@@
if (...) S@p
