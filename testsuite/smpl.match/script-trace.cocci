//! args: --script-trace
// Script rules through smpl-match --script-trace (a hook that runs no
// Python: it prints each tuple and keeps it): once per distinct tuple,
// a default for an unbound value, a position's spatch columns and
// function, and a rule that depends on the script rule.
@r@
identifier fn;
expression E;
position p;
@@
(
fn@p(E, 1);
|
fn@p();
)

@script:python s@
fn << r.fn;
e << r.E = "none";
@@
pass

@script:python t@
p << r.p;
@@
pass

@depends on s@
@@
- done();
