@@
type T;
expression E;
identifier F;
@@
- container_of(E, T, F)
+ container_of_const(E, T, F)

@@
identifier F;
@@
- offsetof(struct port, F)
+ __builtin_offsetof(struct port, F)
