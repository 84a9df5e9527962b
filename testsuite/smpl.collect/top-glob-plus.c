#include <stddef.h>

static int counter;
int users;
extern long limit;

int f(void)
{
	return users + counter + (int)limit;
}
