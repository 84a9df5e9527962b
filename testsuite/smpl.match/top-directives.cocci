// #include and #define lines on the top level: an #include as a rule
// (written the same way: "local.h" is not <local.h>), an object-like
// #define by name and body; function-like and continued ones are no
// nodes.
@i@
@@
#include <linux/kernel.h>

@j@
@@
#include <local.h>

@depends on i && !j@
expression E;
@@
- #define LIMIT E
+ #define MAX_LIMIT E

@@
@@
- #define EMPTY
