// The top-level view of definitions with declarators (--view): a node
// per declarator, each with its type (stars, arrays) and the
// definition.  A qualified pointer among them leaves one node without
// a name (spatch takes d there), a function pointer no node at all
// (spatch takes g).  The rule reports each definition with a
// declarator of one star (not `**q`, not `x`), as spatch.
//! args: --view
//! spatch: skip --view prints the views; the top-struct-decl-* triples of smpl.collect compare with spatch
@@
identifier id, P;
@@
* struct id { ... } *P;
