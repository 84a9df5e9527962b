// Typed expression metavariables: a C type alone, a typed idexpression,
// a pointer of any type (expression *E).
@@
struct foo *p;
@@
- free_foo(p);
+ foo_free(p);

@@
idexpression long *l;
@@
- put_long(l);
+ long_put(l);

@@
expression *E;
@@
- zap(E);
+ zap_ptr(E);
