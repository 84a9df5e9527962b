// The kernel's misc/doubleinit without python: a field initialized
// twice.
@r@
identifier s, fld;
expression E1, E2;
@@
struct ops s = {
	...,
	.fld = E1,
	...,
*	.fld = E2,
	...
};
