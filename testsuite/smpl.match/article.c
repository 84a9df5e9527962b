/* The code shapes of the article (seeds/000-article.md). */
struct i2c_client;
struct pcf8563 { int rtc; };

/* The remove function: the first rule's target. */
static int pcf8563_remove(struct i2c_client *client)
{
	struct pcf8563 *pcf8563 = i2c_get_clientdata(client);

	if (pcf8563->rtc)
		rtc_device_unregister(pcf8563->rtc);

	kfree(pcf8563);

	return 0;
}

/* A probe whose success path keeps the data: needs '?'. */
static int foo_probe(struct i2c_client *client)
{
	struct foo *data;
	int err;

	data = kzalloc(sizeof(*data), GFP_KERNEL);
	if (!data)
		return -ENOMEM;
	i2c_set_clientdata(client, data);
	err = foo_init(client);
	if (err)
		goto exit_free;
	return 0;

exit_free:
	kfree(data);
	return err;
}

/* Clears clientdata before the free already: no edit. */
static int bar_remove(struct i2c_client *client)
{
	struct bar *data;

	data = i2c_get_clientdata(client);
	bar_shutdown(data);
	i2c_set_clientdata(client, NULL);
	kfree(data);
	return 0;
}

/* Clears clientdata after the free: the clearing moves before it. */
static int baz_remove(struct i2c_client *client)
{
	struct baz *data = i2c_get_clientdata(client);

	kfree(data);
	i2c_set_clientdata(client, NULL);
	return 0;
}
