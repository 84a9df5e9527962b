//! mode: patch
//! spatch-differs: a script that sets no coccinelle.y leaves y unbound: the later rule does not run for that tuple (spatch puts its placeholder text 'initial value: consider using coccinelle.varname' in the code)
// A computed binding set for one function only: the later rule adds the
// declaration to that function alone, never another's name to the other.
@r@
identifier fn;
@@
int fn(...) { ... }

@script:python s@
fn << r.fn;
y;
@@
if fn == "get":
    coccinelle.y = fn + "_x"
print("ran " + fn)

@script:python@
fn << r.fn;
@@
print("after " + fn)

@@
identifier r.fn;
identifier s.y;
@@
int fn(...) {
+ static int y;
...
}
