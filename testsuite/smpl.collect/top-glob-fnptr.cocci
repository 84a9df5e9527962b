// Function pointer declarations removed whole: the return type and
// each parameter's type matched (a const in the code too, as spatch),
// a parameter's name only by a name, `...` for any parameters; an
// array of them (x) is not taken.
@@
identifier fp;
type T;
@@
- int (*fp)(T a, char *b);

@@
@@
- void (*h)(...);

@@
@@
- int (*f)(int);

@@
identifier fp, q;
@@
- int (*fp)(struct s *q, unsigned int);
