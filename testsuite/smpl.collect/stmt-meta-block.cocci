@@
expression E;
statement S, S1;
@@
(
- if (E == 0)
- S
|
  while (E > 0)
  S
+ done();
|
  if (E)
  S1
  else
- S
+ show(E);
)
