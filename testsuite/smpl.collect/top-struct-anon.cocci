// Anonymous definitions: a struct as a field's type, a union as a
// variable's type; a field removed in each.
@@
identifier f;
@@
struct outer {
  ...
  struct {
    ...
-   int f;
    ...
  } in;
  ...
};

@@
@@
union {
  ...
- short gone;
  ...
} var;
