// SPDX-License-Identifier: GPL-2.0
/* An rtc driver that clears the clientdata after the free (the clear must
 * move before it), and a second one, already right, that is left alone. */
#include <linux/module.h>
#include <linux/i2c.h>
#include <linux/slab.h>

struct rtc_data {
	u8 regs[8];
};

static int rtc_probe(struct i2c_client *client)
{
	struct rtc_data *rtc;

	rtc = kzalloc(sizeof(*rtc), GFP_KERNEL);
	if (!rtc)
		return -ENOMEM;
	i2c_set_clientdata(client, rtc);
	return 0;
}

static void rtc_remove(struct i2c_client *client)
{
	struct rtc_data *rtc;

	rtc = i2c_get_clientdata(client);
	kfree(rtc);
	i2c_set_clientdata(client, NULL);
}

static void rtc_remove_ok(struct i2c_client *client)
{
	struct rtc_data *rtc = i2c_get_clientdata(client);

	i2c_set_clientdata(client, NULL);
	kfree(rtc);
}

static const struct i2c_device_id rtc_id[] = { { "smpl_rtc", 0 }, { } };
MODULE_DEVICE_TABLE(i2c, rtc_id);

static struct i2c_driver rtc_driver = {
	.driver = { .name = "smpl_rtc" },
	.probe_new = rtc_probe,
	.remove = rtc_remove,
	.id_table = rtc_id,
};

static struct i2c_driver rtc_driver_ok = {
	.driver = { .name = "smpl_rtc_ok" },
	.probe_new = rtc_probe,
	.remove = rtc_remove_ok,
	.id_table = rtc_id,
};

static int __init rtc_init(void)
{
	int err = i2c_add_driver(&rtc_driver);

	if (err)
		return err;
	err = i2c_add_driver(&rtc_driver_ok);
	if (err)
		i2c_del_driver(&rtc_driver);
	return err;
}
module_init(rtc_init);

static void __exit rtc_exit(void)
{
	i2c_del_driver(&rtc_driver_ok);
	i2c_del_driver(&rtc_driver);
}
module_exit(rtc_exit);
MODULE_LICENSE("GPL");
