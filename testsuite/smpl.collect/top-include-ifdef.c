//! spatch-differs: the #include is in a group this compilation leaves out; spatch reads every group
#include <string.h>
#ifdef NO_SUCH_CONFIG
#include <stdlib.h>
#endif

void release(void *p);
void free(void *p);

void f(char *p)
{
	free(p);
}
