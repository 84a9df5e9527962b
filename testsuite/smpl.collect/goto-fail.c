/* The article's pcf857x probe: the free after `fail:` is reached both
 * before and after i2c_set_clientdata, so a fix there would change a path
 * the rule never matched: reported, not fixed. */
#include "i2c.h"

struct gpio { int chip; };

int pcf857x_probe(struct i2c_client *client)
{
	struct gpio *gpio;
	int status;

	gpio = kzalloc(sizeof(*gpio), GFP_KERNEL);
	if (!gpio)
		return -ENOMEM;

	status = demo_setup(gpio);
	if (status < 0)
		goto fail;

	i2c_set_clientdata(client, gpio);

	status = demo_setup(&gpio->chip);
	if (status < 0)
		goto fail;

	return 0;

fail:
	demo_stop(gpio);
	kfree(gpio);
	return status;
}
//! collect-stderr: *goto-fail.c:*reachable by inconsistent control-flow paths
