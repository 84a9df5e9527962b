// `struct id { ... } *P;`: a definition with one pointer declarator;
// its fields edited, its variable's uses rewritten by a later rule.
@r@
identifier id, P;
@@
struct id {
  int n;
+ int added;
- int old;
  ...
} *P;

@@
identifier r.P;
expression E;
@@
- P[E].n
+ P[E].added
