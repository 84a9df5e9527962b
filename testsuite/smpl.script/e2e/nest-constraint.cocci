// A position a nest bound at several places (the returns of a loop's
// body) as the set a constraint excludes: `r != looped.r` is none of
// them, as spatch.  (spatch's looped.r itself is three lists, [9],
// [11] and [9, 11], one per way through the body's paths; here one.)
@looped@
position r;
@@
for (...;...;...) { <+... return@r ...; ...+> }

@other@
position r != looped.r;
@@
return@r ...;

@script:python@
r << other.r;
@@
print("not in a loop", r[0].line)

