// The kernel's misc/array_size.cocci: rule i holds where the unit
// includes the header, as written; the next rule depends on it.
@i@
@@
#include <stdlib.h>

@depends on i@
expression E;
@@
- free(E);
+ release(E);
