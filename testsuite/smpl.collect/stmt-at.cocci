@r@
expression E;
statement S;
@@

f(3 +@E@S 4);

@@
expression r.E;
@@

- g(E)
+ h(E)

@@
expression x;
statement r.S;
@@

- if
+ while
  (x) S
