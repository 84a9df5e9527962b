/* The free is the lone body of an if: the fix needs braces. */
#include "i2c.h"

struct demo { int mode; };

int demo_remove(struct i2c_client *client)
{
	struct demo *data = i2c_get_clientdata(client);

	if (data)
		kfree(data);
	return 0;
}
