//! mode: patch
// cocci.make_ident, cocci.make_expr and cocci.make_type (spatch 1.1.1
// offers them on the cocci object in Python; the bare names only to
// OCaml scripts): an identifier, an expression and a type a later rule
// puts in + code.
@r@
identifier fn;
@@
int fn(...) { ... }

@script:python s@
fn << r.fn;
y;
z;
t;
@@
coccinelle.y = cocci.make_ident(fn + "_n")
coccinelle.z = cocci.make_expr("sizeof(int) + 1")
coccinelle.t = cocci.make_type("unsigned long")

@@
identifier r.fn;
identifier s.y;
expression s.z;
type s.t;
@@
int fn(...) {
+ t y = z;
...
}
