// SPDX-License-Identifier: GPL-2.0
/* A driver whose remove function frees its data through a macro: read
 * as written, RELEASE(data) is no kfree; where only the expansion is
 * seen (plain distcc) the edit lands on a macro use and must never be
 * written (the compiler saw kfree(data), the file says RELEASE(data)). */
#include <linux/module.h>
#include <linux/i2c.h>
#include <linux/slab.h>

#define RELEASE(p) kfree(p)

struct macro_data {
	int mode;
};

static int macro_probe(struct i2c_client *client)
{
	struct macro_data *data;

	data = kzalloc(sizeof(*data), GFP_KERNEL);
	if (!data)
		return -ENOMEM;
	i2c_set_clientdata(client, data);
	return 0;
}

static void macro_remove(struct i2c_client *client)
{
	struct macro_data *data = i2c_get_clientdata(client);

	data->mode = 0;
	RELEASE(data);
}

static const struct i2c_device_id macro_id[] = { { "smpl_macro", 0 }, { } };
MODULE_DEVICE_TABLE(i2c, macro_id);

static struct i2c_driver macro_driver = {
	.driver = { .name = "smpl_macro" },
	.probe_new = macro_probe,
	.remove = macro_remove,
	.id_table = macro_id,
};
module_i2c_driver(macro_driver);
MODULE_LICENSE("GPL");
