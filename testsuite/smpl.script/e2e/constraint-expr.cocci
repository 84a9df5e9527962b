// Script constraints on an expression (calling a function of
// @initialize:python@ that records what it saw) and on an identifier;
// finalize prints what the constraint was asked.
@initialize:python@
@@
seen = []
def ok(e):
    seen.append(e)
    return len(e) > 1

@r@
expression E : script:python () { ok(E) };
@@
kfree(E);

@script:python@
e << r.E;
@@
print("kept " + e)

@s@
identifier g : script:python () { g.startswith("k") and not g.endswith("x") };
@@
g(...);

@script:python@
g << s.g;
@@
print("call " + g)

@finalize:python@
@@
print("checked " + " ".join(sorted(set(seen))))
