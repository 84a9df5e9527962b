// The top-level view's declarations without an initializer: one node
// per declarator, prototypes (type `int (void)`), function pointers;
// `static DEFINE_OPS(ops0, zero);` is a macro use, no node.
//! args: --view
//! spatch: skip --view prints the views; the top-glob-* triples of smpl.collect compare the edits with spatch
@@
type T;
identifier x;
@@
* T x;
