/* The free is the lone body of an else: braces around it. */
#include "i2c.h"

struct demo { int mode; };

int demo_remove(struct i2c_client *client)
{
	struct demo *data = i2c_get_clientdata(client);

	if (!data)
		return -19;
	else
		kfree(data);
	return 0;
}
