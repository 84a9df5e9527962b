//! ordered
// @initialize:python@ runs before the first script rule, @finalize:python@
// after the last, each once; state they set is shared with the script
// rules (globals of one unit).
@initialize:python@
@@
seen = []
print("initialize")

@r@
identifier fn;
@@
int fn(int x) { ... }

@script:python@
fn << r.fn;
@@
seen.append(fn)
print("script " + fn)

@finalize:python@
@@
print("finalize: " + " ".join(sorted(seen)))

@initialize:python@
@@
print("second initialize")
