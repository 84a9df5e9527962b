// `- int x;` `+ long x;`: the type of a declaration without an
// initializer replaced; `T x;` binds the declared type (struct port *)
// for the + code, whose stars stick to it.
@@
identifier x;
@@
- int x;
+ long x;

@@
identifier x;
type T;
@@
- T x;
+ const T x;
  ...
  x = 0;
