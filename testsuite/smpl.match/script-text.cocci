//! args: --script-trace
// Values as a script gets them: expressions and types as their source
// tokens one space apart, parentheses as written (spatch 1.1.1 gives the
// same strings, in another order).
@r@
expression E;
@@
g(E);
@script:python@
e << r.E;
@@
pass
