//! c: nest-values
// A nest binding E and p where no later rule reads E: spatch quantifies
// E inside the nest, so p is one list of every kfree of the function.
@r@
expression E;
identifier fn;
position p;
@@
fn(...) {
<+...
kfree@p(E);
...+>
}

@script:python@
p << r.p;
fn << r.fn;
@@
print(fn, [x.line for x in p])
