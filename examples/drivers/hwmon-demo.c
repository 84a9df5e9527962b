/* A hwmon driver that clears the clientdata, but only after the free,
 * and one that frees in a lone if body. */
#include "i2c.h"
#define NULL ((void *)0)

struct hwmon_demo { int mode; };

int hwmon_demo_remove(struct i2c_client *client)
{
	struct hwmon_demo *data = i2c_get_clientdata(client);

	demo_stop(data);
	kfree(data);
	i2c_set_clientdata(client, NULL);
	return 0;
}

int hwmon_demo_detach(struct i2c_client *client)
{
	struct hwmon_demo *data = i2c_get_clientdata(client);

	if (data->mode)
		kfree(data);
	return 0;
}
