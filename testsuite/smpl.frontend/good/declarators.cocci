// Declarators other than a name (a function pointer, a function, an
// array; in parameters too) and a type alone as a pattern: parsed, not
// matched yet (each rule is skipped with a warning), but the first one.
@@
type T;
identifier x;
@@
T (*x[2])(
- int
+ char
  x);

@@
identifier f, cb;
@@
- int (*f)(int (*cb)(void *), long);

@@
typedef LPINT;
@@
- LPINT
+ int *

@@
type T;
@@
- T
+ int *
//! 16:16: warning: function pointer, function and array declarators are not matched yet: rule 2 matches nothing
//! 27:3: warning: types alone are not matched yet: rule 4 matches nothing
