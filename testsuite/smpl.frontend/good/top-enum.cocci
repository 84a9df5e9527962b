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
