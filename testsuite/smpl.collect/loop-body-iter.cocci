@@
iterator I;
expression x,E;
statement S;
@@
I(x,...) { <...
(
- if (x == NULL && ...) S
|
- if (x != NULL || ...)
  S
|
- (x != NULL) &&
  E
)
  ...> }
