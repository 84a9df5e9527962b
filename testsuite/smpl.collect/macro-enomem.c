/* -ENOMEM as written: an object-like macro is an identifier. */
#include "kmacros.h"

void *grab(unsigned long n, int *err)
{
	void *p = kmalloc(n, GFP_KERNEL);

	if (!p) {
		*err = -ENOMEM;
		return NULL;
	}
	return p;
}

int check(void *p)
{
	if (!p)
		return -ENOMEM;
	return 0;
}
