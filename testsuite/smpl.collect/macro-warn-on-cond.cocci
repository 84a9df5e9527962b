// A whole condition that is WARN_ON(E) warns once.
@@
expression E;
statement S;
@@
- if (WARN_ON(E))
+ if (WARN_ON_ONCE(E))
  S
