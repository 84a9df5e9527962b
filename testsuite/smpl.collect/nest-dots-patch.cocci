// `... kfree(E); ...` with E read by a later rule: each kfree is a
// match of its own (spatch quantifies E over the dots), so each one's
// use before it is changed; two's paths free different pointers and
// match nothing.
@r@
expression E;
identifier fn;
@@
fn(...) {
...
kfree(E);
...
}

@@
expression r.E;
@@
- use(E);
+ use_then_free(E);
