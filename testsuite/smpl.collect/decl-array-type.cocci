// `T y;` matches `char name[16];` (T is the array type, as spatch) and
// + code writes `T y` with the brackets after the name: the declaration
// after `int count;` moves before it.
@@
type T;
identifier x, y;
@@
+ T y;
  int x;
- T y;
