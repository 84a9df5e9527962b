/* Frees in two cases of a switch: both are fixed. */
#include "i2c.h"

struct demo { int mode; };

int demo_remove(struct i2c_client *client)
{
	struct demo *data = i2c_get_clientdata(client);

	switch (data->mode) {
	case 1:
		demo_stop(data);
		kfree(data);
		break;
	case 2:
		kfree(data);
		break;
	default:
		break;
	}
	return 0;
}
