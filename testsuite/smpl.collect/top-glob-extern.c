#include <stddef.h>

extern int limit;
int limit;
extern char *names[];
static int hits;

int f(void)
{
	extern int other;

	return limit + hits;
}
