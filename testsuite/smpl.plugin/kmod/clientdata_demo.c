// SPDX-License-Identifier: GPL-2.0
/* An out-of-tree i2c driver for the test of the plugin in a real kernel
 * module build: its remove function needs the article's fix, its probe
 * frees only before the clientdata is set. */
#include <linux/module.h>
#include <linux/i2c.h>
#include <linux/slab.h>
#include <linux/mutex.h>

struct demo { struct mutex lock; char *buf; int val; };

static int demo_probe(struct i2c_client *client)
{
	struct demo *d;
	int err;

	d = kzalloc(sizeof(*d), GFP_KERNEL);
	if (!d)
		return -ENOMEM;
	mutex_init(&d->lock);
	d->buf = kmalloc(32, GFP_KERNEL);
	if (!d->buf) {
		err = -ENOMEM;
		goto fail;
	}
	i2c_set_clientdata(client, d);
	return 0;
fail:
	kfree(d);
	return err;
}

static void demo_remove(struct i2c_client *client)
{
	struct demo *d = i2c_get_clientdata(client);

	mutex_lock(&d->lock);
	d->val = 0;
	mutex_unlock(&d->lock);
	kfree(d->buf);
	kfree(d);
}

static const struct i2c_device_id demo_id[] = { { "demo", 0 }, { } };
MODULE_DEVICE_TABLE(i2c, demo_id);

static struct i2c_driver demo_driver = {
	.driver = { .name = "demo" },
	.probe_new = demo_probe,
	.remove = demo_remove,
	.id_table = demo_id,
};
module_i2c_driver(demo_driver);
MODULE_LICENSE("GPL");
