/* The article's pcf857x shape: the free after `fail:` is reached both
 * before and after the clientdata is set, so the fix would change a path
 * the rule never matched; it is reported, not made. */
#include "i2c.h"

struct gpio_demo { int chip; };

int gpio_demo_probe(struct i2c_client *client)
{
	struct gpio_demo *gpio;
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
	kfree(gpio);
	return status;
}
