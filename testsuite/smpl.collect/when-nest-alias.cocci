// The shape of the kernel's api/d_find_alias.cocci, with '-' for its
// '*': when clauses on a nest, among them an if with a nest in its arm
// and `when != true !dent || ...` (a chain of one: `!dent` too).
@r exists@
local idexpression struct dentry *dent;
expression E, E1;
statement S1, S2;
@@
(
	if (!(dent = d_find_alias(...))) S1
|
	dent = d_find_alias(...)
)

<...when != dput(dent)
    when != if (...) { <+... dput(dent) ...+> }
    when != true !dent || ...
    when != dent = E
    when != E = dent
if (!dent || ...) S2
...>
(
-	return <+...dent...+>;
|
-	return ...;
|
-	dent = E1;
|
-	E1 = dent;
)
