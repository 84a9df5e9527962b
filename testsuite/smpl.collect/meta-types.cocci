// Typed metavariables: a set of types (typedef names taken for their
// types), the types of constants, of `*`, `[]` and `&` expressions, of
// arrays, and typedef equivalence between a struct and its typedef.
@@
{unsigned long, int} e;
@@
  use(
- e
+ (long)e
  )

@@
type T;
T[] arr;
constant char [] c;
@@
(
- show(c)
+ show_const(c)
|
- show(arr)
+ show_array(arr)
)

@@
type T;
T *x;
T *y;
@@
- put(x);
+ put_one(x);
  ...
- put(y);
+ put_two(y);

@@
int *q;
@@
- check(q)
+ check_int(q)
