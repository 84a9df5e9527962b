//! spatch-differs: spatch stops at the first exception; the host reports
//! it with the rule's line and stops only that rule for the unit
@r@
identifier f;
@@
f(...)

@script:python a@
f << r.f;
@@
print("a", f)
if f == "kfree":
    d = {}
    d[f]

@script:python b@
f << r.f;
@@
print("b", f)
