/* A driver that already clears the clientdata before the free: the rule
 * matches and changes nothing. */
#include "i2c.h"
#define NULL ((void *)0)

struct demo { int mode; };

int demo_remove(struct i2c_client *client)
{
	struct demo *data = i2c_get_clientdata(client);

	demo_stop(data);
	i2c_set_clientdata(client, NULL);
	kfree(data);
	return 0;
}
