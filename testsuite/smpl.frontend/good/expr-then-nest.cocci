// A bare expression before a nest, and an optional bare expression at
// the end (null/badzero.cocci): `E = f(...)` `<... ...>` `?E = E1`.
@ disable is_zero,isnt_zero @
expression *E;
expression E1;
identifier f;
@@

E = f(...)
<...
(
- E == 0
+ !E
|
- 0 != E
+ E
)
...>
?E = E1

@@
expression E;
@@
E = g()
<+... h(E) ...+>
