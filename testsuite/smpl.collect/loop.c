/* A loop before the free. */
#include "i2c.h"

struct demo { char *bufs[4]; };

int demo_remove(struct i2c_client *client)
{
	struct demo *data;
	int i;

	data = i2c_get_clientdata(client);
	for (i = 0; i < 4; i++)
		kfree(data->bufs[i]);
	kfree(data);
	return 0;
}
