// The top-level view with definitions (--view): fields with their
// types and array sizes, an odd member (a bitfield, a directive), an
// anonymous struct field, an enum, a typedef; the flexible-array rule's
// match and its edit.
//! args: --view
//! spatch: skip --view prints the views; the top-struct-* triples of smpl.collect compare the edits with spatch
@@
identifier name, array;
type T;
@@

  struct name {
    ...
    T array[
-       0
    ];
  };
