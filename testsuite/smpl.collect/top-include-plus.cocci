// + #include lines next to a matched one, and one replaced by another.
@@
@@
  #include <string.h>
+ #include <stdlib.h>
+ #include <stdio.h>

@@
@@
- #include <strings.h>
+ #include <ctype.h>
