// What stays of a node must balance its brackets, + code included.
@@
expression E;
identifier a;
@@
- a[
  E]
//! 6:3: error: what stays of this index, with the '+' code inside it, does not balance its brackets
