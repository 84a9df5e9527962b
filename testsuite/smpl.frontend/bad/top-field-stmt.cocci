@@
identifier x;
@@
struct foo {
  if (x) f();
};
//! 5:3: error: expected a field declaration, '...' or a field metavariable in a struct or union
