// Preprocessor lines in a body: #include (a rule of its own, added by
// + code, with other code), #pragma, #if, #define with a metavariable
// in its body and with parameters.  A line is one token, blanks made
// one space; #define is a token and the rest of its line is code.
@i@
@@
#include <linux/kernel.h>

@@
@@
  #include   "foo.h"
+ #include <linux/slab.h>

@@
identifier i, n;
@@
  #pragma omp target map(tofrom: u[0:n*n])
- #pragma omp teams distribute parallel for simd
+ #pragma omp loop
  for (i = 0; i < n; ++i) { ... }

@@
expression X;
@@
- #define foo X
+ #define foobar X

@@
identifier a, b;
@@
#define MAX(a, b) a > b

@@
@@
#include <a.h>
foo();
//! 17:3: warning: preprocessor lines (#pragma, #if...) are not matched yet: rule 3 matches nothing
//! 31:1: warning: a #define with parameters is top-level code, not matched yet: rule 5 matches nothing
//! 35:1: warning: an #include with other code is top-level code, not matched yet: rule 6 matches nothing
