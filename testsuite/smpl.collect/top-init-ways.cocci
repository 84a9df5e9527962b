// Each element is a way of its own.
@@
identifier t;
expression E;
@@
int t[] = { ...,
- E,
... };
