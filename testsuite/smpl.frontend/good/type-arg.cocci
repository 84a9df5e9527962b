// Types as macro arguments: a type metavariable, a written structure
// type, a pointer type.
@@
type T;
expression E;
identifier F;
@@
- container_of(E, T, F)
+ container_of_const(E, T, F)

@@
expression E;
@@
- va_arg(E, char *)
+ va_arg(E, const char *)

@@
identifier F;
@@
  offsetof(struct port, F)
