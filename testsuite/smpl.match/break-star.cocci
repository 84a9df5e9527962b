// The kernel's iterators/for_each_child, context mode: a position on a
// break (break@j2) bound by an exists rule; a * rule without a
// quantifier is exists, as spatch.
@r@
local idexpression n;
expression e1;
iterator name for_each_child_of_node;
iterator i;
statement S;
expression list [n1] es;
@@
(
for_each_child_of_node(e1,n) S
&
i(es,n,...) S
)

@ruletwo_context exists@
statement S, S2;
expression e, e1;
expression list[r.n1] es;
iterator r.i, i1, i2;
local idexpression r.n;
position j0, j2;
@@

 i@j0(es,n,...) {
   ...
(
   of_node_put(n);
|
   e = n
|
   i1(...,n,...) S
|
  break@j2;
)
   ... when any
 }
... when != n
    when strict
    when forall
(
 n = e1;
|
?i2(...,n,...) S2
)

@ruletwo_disj@
statement S2;
expression e1;
expression list[r.n1] es;
iterator r.i, i2;
local idexpression r.n;
position ruletwo_context.j0, ruletwo_context.j2;
@@

*  i@j0(es,n,...) {
   ...
*break @j2;
   ... when any
 }
... when != n
    when strict
    when forall
(
  n = e1;
|
?i2(...,n,...) S2
)
