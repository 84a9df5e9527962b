/* DEFINE_WAIT and DECLARE_BITMAP declare a variable in a function: the
 * invocation is a declaration written as a call. */
#include "kmacros.h"

void fill(void)
{
	DEFINE_WAIT(wait);
	DECLARE_BITMAP(mask, 32);

	mask[0] = 1;
	prepare_wait(&wait);
}
