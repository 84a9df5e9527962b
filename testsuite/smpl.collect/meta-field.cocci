// a field metavariable: exactly one field (a declaration of several
// names is one) before the changed one
@@
identifier s, x;
field f;
@@
struct s {
  f
- int x;
+ long x;
  ...
};
