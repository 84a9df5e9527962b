#include <stddef.h>

static int hits;
int total;
static long big;

int count(int x)
{
	static int calls;
	int y = x;

	total += y;
	return y;
}
