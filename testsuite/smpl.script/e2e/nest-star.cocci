//! mode: org
// A `*` rule (exists, as spatch takes one without a quantifier) with
// its positions inside a nest, and the org script the kernel's rules
// write: print_main on the function, print_secs over the places.
@r@
identifier fn;
expression E;
position p, q;
@@
fn@q(...) {
<+...
* kfree@p(E);
...+>
}

@script:python@
p << r.p;
q << r.q;
e << r.E;
@@
cocci.print_main("frees " + e, q)
cocci.print_secs("here", p)
