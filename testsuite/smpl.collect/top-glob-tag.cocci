// A tag metavariable in a declaration's type: `struct I` binds I to
// the structure's tag (the kernel's misc/doubleinit has `struct I s =
// { ... };`); a later rule takes it: only `struct ops *` goes.
@r@
identifier I, s;
expression E;
@@
struct I s = {
	...,
-	.name = E,
	...
};

@@
identifier r.I;
identifier x;
@@
- struct I *x;
