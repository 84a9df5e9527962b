// - #include: the line goes, the blank line after it stays (spatch).
@@
@@
- #include <strings.h>
