// The kernel's iterators/for_each_child, rules r and ruletwo (patch
// mode), reduced to one iterator.
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

@ruletwo@
local idexpression r.n;
iterator r.i,i1,i2;
expression e,e1;
expression list [r.n1] es;
statement S,S2;
@@
 i(es,n,...) {
   ...
(
   of_node_put(n);
|
   e = n
|
   i1(...,n,...) S
|
+  of_node_put(n);
?  break;
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
