// SPDX-License-Identifier: GPL-2.0
/* A sensor driver with both of the article's bugs: the probe's error path
 * frees the data after i2c_set_clientdata(), and the remove function frees
 * it without clearing the clientdata. */
#include <linux/module.h>
#include <linux/i2c.h>
#include <linux/slab.h>

struct sensor_data {
	u8 config;
	int temp;
};

static int sensor_init(struct i2c_client *client, struct sensor_data *data)
{
	int ret = i2c_smbus_read_byte_data(client, 1);

	if (ret < 0)
		return ret;
	data->config = ret;
	return 0;
}

static int sensor_probe(struct i2c_client *client)
{
	struct sensor_data *data;
	int err;

	data = kzalloc(sizeof(*data), GFP_KERNEL);
	if (!data)
		return -ENOMEM;
	i2c_set_clientdata(client, data);
	err = sensor_init(client, data);
	if (err)
		goto exit_free;
	return 0;

exit_free:
	kfree(data);
	return err;
}

static void sensor_remove(struct i2c_client *client)
{
	struct sensor_data *data = i2c_get_clientdata(client);

	i2c_smbus_write_byte_data(client, 1, data->config);
	kfree(data);
}

static const struct i2c_device_id sensor_id[] = { { "smpl_sensor", 0 }, { } };
MODULE_DEVICE_TABLE(i2c, sensor_id);

static struct i2c_driver sensor_driver = {
	.driver = { .name = "smpl_sensor" },
	.probe_new = sensor_probe,
	.remove = sensor_remove,
	.id_table = sensor_id,
};
module_i2c_driver(sensor_driver);
MODULE_LICENSE("GPL");
