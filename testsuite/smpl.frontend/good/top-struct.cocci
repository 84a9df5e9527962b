// Struct and union definitions: a named struct whose fields are a
// sequence (declarations, '...', a field metavariable, a column-0
// disjunction), an anonymous one with an anonymous field, a metavariable
// tag, a union, a definition with a declarator, and one alone without
// ';' at the end of a body.  Top-level code: the first three are
// matched there (a field list as any fields); static is not yet.
@r@
identifier name, array;
type T;
@@
struct name {
  ...
- T array[0];
+ T array[];
};

@@
@@
struct {
  ...
- int;
+ bool;
  ...
};

@@
identifier id = {particle_data, sph_particle_data};
identifier I;
field list[n] fs;
@@
struct id { fs
(
  double I[...][...];
|
- double I[3];
+ double3 I;
)
  ...
}

@@
identifier P;
type T;
identifier x;
@@
static const union u { T x; ... } *P;
//! 46:1: warning: a static declaration is top-level code, not matched yet: rule 4 matches nothing
