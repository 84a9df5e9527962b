#include <linux/kernel.h>
#include "local.h"
#define LIMIT SZ * 2
#define EMPTY
#define TWICE(x) ((x) * 2)
#define LONG_ONE 1 + \
	2

int f(int x)
{
	return x + LIMIT;
}
