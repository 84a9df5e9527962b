// a unit where no script runs: nothing loaded, no note
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
