// The element at index 1 removed, wherever it is.
@@
identifier t;
expression E;
@@
int t[] = {
	...,
-	[1] = E,
	...
};
