// Enum definitions: enumerators as a list (an element owns the ',' after
// it, so `- a,` removes one with its comma), '...' among them, a value
// that is '...', a position on an enumerator, a declarator after the
// body, and '{...}' alone.
@@
@@
enum h {
  ...,
- a,
- z,
+ qq,
  ...,
  b = 2,
  ...
};

@e@
identifier f, s;
position p;
symbol t;
@@
enum f { ...,
- s@p = ...,
  ..., } t;

@@
@@
+ typedef double double3x3[3][3];
enum cpufields {...};
//! 7:1: warning: an enum definition is top-level code, not matched yet: rule 1 matches nothing
//! 22:1: warning: an enum definition is top-level code, not matched yet: rule 'e' matches nothing
//! 29:1: warning: an enum definition is top-level code, not matched yet: rule 3 matches nothing
