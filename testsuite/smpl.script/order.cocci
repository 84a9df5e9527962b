// @initialize:python@ runs before the first script, @finalize:python@
// after the last, in rule order; state set by one is seen by the others
@initialize:python@
@@
seen = []
print("init 1")

@r@
identifier f;
@@
f(...)

@initialize:python@
@@
print("init 2", seen)

@script:python@
f << r.f;
@@
seen.append(f)
print("script", f, len(seen))

@finalize:python@
@@
print("final", sorted(seen))
