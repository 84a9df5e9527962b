// A macro's argument may be a type, but a type followed by a name is a
// declaration, not an argument.
@@
type T;
expression E;
@@
- container_of(E, T x, node)
+ to_port(E)
//! 7:21: error: expected ',' or ')' after a type argument but found 'x'
