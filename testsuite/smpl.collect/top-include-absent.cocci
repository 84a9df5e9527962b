// "stdlib.h" is not <stdlib.h>: rule i does not hold, the next rule
// does not run.
@i@
@@
#include <stdlib.h>

@depends on i@
expression E;
@@
- free(E);
+ release(E);
