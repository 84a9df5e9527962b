//! mode: patch
// A binding computed by a script (coccinelle.NAME = a string) used in
// the + code of a later rule: a fresh name per function.
@r@
identifier fn;
@@
int fn(...) { ... }

@script:python s@
fn << r.fn;
y;
@@
coccinelle.y = fn + "_count"
print("made " + coccinelle.y)

@@
identifier r.fn;
identifier s.y;
@@
int fn(...) {
+ static int y;
...
}
