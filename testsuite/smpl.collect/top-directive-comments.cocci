// Comments around #include and #define lines: one after a replaced
// #define stays after it, one after a removed one stays on its line,
// those above a removed #include go with it (and a blank line), as
// spatch; one above a replaced #include stays.
@@
expression E;
identifier N != OP_OLD;
@@
- #define N E
+ #define N (E)

@@
@@
- #include <string.h>
+ size_t strlen(const char *s);

@@
@@
- #include <stdlib.h>

@@
expression E;
@@
- #define OP_OLD E
