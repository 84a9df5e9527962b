/* A probe that stores its data, then frees it on an error path; the
 * success path keeps it (the rule needs `?` for this). */
#include "i2c.h"

struct demo { int mode; };

int demo_probe(struct i2c_client *client)
{
	struct demo *data = kzalloc(sizeof(*data), GFP_KERNEL);
	int err;

	if (!data)
		return -ENOMEM;
	i2c_set_clientdata(client, data);
	err = demo_setup(data);
	if (err) {
		kfree(data);
		return err;
	}
	return 0;
}
