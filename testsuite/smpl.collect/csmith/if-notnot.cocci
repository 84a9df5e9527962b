// An if's condition E becomes !!(E): the same truth value, whatever E is.
@@
expression E;
statement S;
@@
- if (E)
+ if (!!(E))
  S
