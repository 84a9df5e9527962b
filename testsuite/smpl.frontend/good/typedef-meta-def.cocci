// typedef T1 { ... } T2; (cocci replace_typedef): a type metavariable
// with a body stands for the struct or union with its tag; then a type
// alone with inherited metavariables, - T2 + T1.
@r@
type T1, T2;
identifier x;
@@
typedef T1 {
  ...
  int x;
  ...
} T2;

@@
type r.T1, r.T2;
@@
- T2
+ T1
