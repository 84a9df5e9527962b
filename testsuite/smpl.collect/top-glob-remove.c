#include <stddef.h>
static int counter;
extern int limit;

/* the cache */
static long cache;

int a, b;
int keep(int);

static int (*hook)(int);
int users;
struct dev *devs[4];

int keep(int x)
{
	int local;

	local = x + counter;
	return local + limit + a + b;
}
