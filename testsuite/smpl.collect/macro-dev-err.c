/* A rule naming dev_err, a macro: matched where it is written. */
#include "kmacros.h"

int setup(struct device *dev, int n)
{
	if (n < 0) {
		dev_err(dev, "bad count\n");
		return -EINVAL;
	}
	if (n > 8)
		dev_err(dev, "too many: %d\n", n);
	return 0;
}
