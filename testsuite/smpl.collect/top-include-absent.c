#include <string.h>
#include "stdlib.h"

void release(void *p);
void free(void *p);

void f(char *p)
{
	free(p);
}
