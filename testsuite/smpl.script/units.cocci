//! spatch-differs: one unit per call of spatch here; the calls end a unit and start another
// nothing crosses units: initialize runs again, seen starts empty
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
