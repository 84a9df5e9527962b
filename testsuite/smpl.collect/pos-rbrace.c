/* A position on the '}' of an initializer list: only the entry before
 * the closing brace of an array with no { } sentinel changes. */
struct of_device_id { const char *compatible; int data; };

static const struct of_device_id good[] = {
	{ .compatible = "a", },
	{ }
};

static const struct of_device_id bad[] = {
	{ .compatible = "a", },
	{ .compatible = "b", }
};
