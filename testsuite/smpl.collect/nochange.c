/* Nothing here needs the article's fix: the free is of another pointer,
 * the data is not freed, or the clientdata is cleared first.  The plugin
 * must say nothing and change no code. */
#include "i2c.h"
#define NULL ((void *)0)

struct demo { char *buf; };

int other_pointer(struct i2c_client *client, struct demo *spare)
{
	struct demo *data = i2c_get_clientdata(client);

	demo_stop(data);
	kfree(spare);
	return 0;
}

int not_freed(struct i2c_client *client)
{
	struct demo *data = i2c_get_clientdata(client);

	kfree(data->buf);
	return 0;
}

int cleared_first(struct i2c_client *client)
{
	struct demo *data = i2c_get_clientdata(client);

	i2c_set_clientdata(client, NULL);
	kfree(data);
	return 0;
}
