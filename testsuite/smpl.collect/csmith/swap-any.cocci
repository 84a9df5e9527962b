// The operands of == and != swapped, whatever they are: C leaves the
// order of their evaluation open, so a program whose result depends on
// it has none to keep.  A value written in parentheses keeps them, one
// that binds more loosely than == gets them.
@@
expression E1, E2;
@@
(
- E1 == E2
+ E2 == E1
|
- E1 != E2
+ E2 != E1
)
