// disable names spatch's standard.iso isomorphisms that the matcher does
// not apply (misc/badty): no warning; they change nothing, paren is kept.
@r disable sizeof_type_expr, paren, optional_qualifier@
type T;
expression E;
@@
- sizeof(T) * E
+ E
