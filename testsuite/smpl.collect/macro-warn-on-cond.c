/* WARN_ON is a statement expression: in a condition it is a call,
 * matched and edited as written. */
#include "kmacros.h"

int check(int *p, int n)
{
	if (WARN_ON(!p))
		return -EINVAL;
	if (WARN_ON(n < 0) || n > 8)
		return -EINVAL;
	while (WARN_ON(n > 4))
		n--;
	return 0;
}
