// Forms of the kernel's rule bodies: `...` as an expression, a bare
// expression before `...`, a column-0 disjunction as an if's arm.
@r1@
expression x, e;
statement S;
@@
if (IS_ERR(x = e) || ...) S
...
return ...;

@r2@
expression a;
identifier y, fname;
@@
y = a
...
fname(y, ...);

@r3@
expression E;
@@
- if (E != NULL)
(
  kfree(E);
|
  kvfree(E);
)

@r4@
expression E;
@@
if (E)
(
  kfree(E);
|
  kvfree(E);
)
else
(
  f(E);
|
  g(E);
)
