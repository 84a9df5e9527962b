// A later rule's + code using a metavariable a statement nest bound:
// one value per kfree, each release of one of them changed.
@r@
expression E;
identifier fn;
@@
fn(...) {
<+...
kfree(E);
...+>
}

@@
expression r.E;
@@
- release(E);
+ release_freed(E);
