// Definitions with several declarators: a plain one, a pointer, an
// array of two; each declarator binds P on its own.
@r1@
identifier id, P;
@@
struct id { ... } P;

@@
identifier r1.P;
@@
- P.a
+ P.b

@r2@
identifier id, P;
@@
struct id { ... } *P;

@@
identifier r2.P;
@@
- P->a
+ P->b

@r3@
identifier id, P;
@@
struct id { ... } P[2];

@@
identifier r3.P;
expression E;
@@
- P[E].a
+ P[E].b
