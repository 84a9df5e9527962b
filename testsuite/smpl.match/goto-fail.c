/* The article's inconsistent path (drivers/gpio/pcf857x.c). */
struct i2c_client;

/* drivers/gpio/pcf857x.c: the free is reachable before clientdata is
 * set, so the fix would change a path the rule never matched. */
static int pcf857x_probe(struct i2c_client *client)
{
	struct pcf857x *gpio;
	int status;

	gpio = kzalloc(sizeof(*gpio), GFP_KERNEL);
	if (!gpio)
		return -ENOMEM;

	status = pcf857x_init(gpio);
	if (status < 0)
		goto fail;

	i2c_set_clientdata(client, gpio);

	status = gpiochip_add(&gpio->chip);
	if (status < 0)
		goto fail;

	return 0;

fail:
	dev_dbg(&client->dev, "probe error %d\n", status);
	kfree(gpio);
	return status;
}
