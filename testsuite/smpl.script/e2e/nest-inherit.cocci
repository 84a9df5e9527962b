// A later rule inheriting a metavariable bound in a nest: it runs once
// per value (each freed pointer), its own position bound at each.
@r@
expression E;
identifier fn;
@@
fn(...) {
<+...
kfree(E);
...+>
}

@s@
expression r.E;
position p;
@@
release@p(E);

@script:python@
e << r.E;
p << s.p;
@@
print("released", e, p[0].line)
