// A function pointer typedef: its parameters matched by type (a name
// only by a name), + code between them (the comma as the rule writes
// it), and a parameter type replaced.
@@
type T1, T2;
@@
typedef int (*reader_t)(T1,
+ unsigned long,
  T2);

@@
identifier c;
@@
typedef void (*done_t)(
- int
+ long
  c);
