// + code after a statement nest using the metavariable the nest bound:
// one's value is the one kfree's; where the nest had no occurrence
// (`<...` takes none) E is unbound, and no edit is made rather than
// + code without its value.
@@
expression E;
identifier fn;
@@
fn(...) {
<...
kfree(E);
...>
+ done(E);
}
