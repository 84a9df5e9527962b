// Unary operator metavariables: one in a set, bound once and written
// twice in + code, and one outside a set.
@@
expression E;
unary operator u = {!, -};
@@
- u E
+ u check(u E)

@@
expression E;
unary operator v != {!, -, *};
@@
- v E
+ v (E)
