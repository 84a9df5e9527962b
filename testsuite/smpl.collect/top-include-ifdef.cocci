// An #include of a group the compilation leaves out: rule i does not
// hold (the line maps saw no such #include), the next rule does not run.
@i@
@@
#include <stdlib.h>

@depends on i@
expression E;
@@
- free(E);
+ release(E);
