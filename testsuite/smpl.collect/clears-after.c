/* A driver that clears the clientdata after the free: the clear moves to
 * before the free. */
#include "i2c.h"
#define NULL ((void *)0)

struct demo { int mode; };

int demo_remove(struct i2c_client *client)
{
	struct demo *data = i2c_get_clientdata(client);

	demo_stop(data);
	kfree(data);
	i2c_set_clientdata(client, NULL);
	return 0;
}
