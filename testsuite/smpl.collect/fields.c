/* Fields are freed before the structure: only the free of the structure
 * gets the fix. */
#include "i2c.h"

struct demo { char *buf; char *name; };

int demo_remove(struct i2c_client *client)
{
	struct demo *data = i2c_get_clientdata(client);

	kfree(data->buf);
	kfree(data->name);
	kfree(data);
	return 0;
}
