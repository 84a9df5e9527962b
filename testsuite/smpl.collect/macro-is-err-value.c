/* A condition that is a macro call. */
#include "kmacros.h"

long get(long v)
{
	if (IS_ERR_VALUE(v))
		return -EINVAL;
	return v;
}
