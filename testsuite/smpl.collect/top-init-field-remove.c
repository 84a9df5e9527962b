/* A designated initializer loses a field on a line of its own, in the
 * middle of nested fields; fields around it stay. */
struct module { int x; };
extern struct module __this_module;
#define THIS_MODULE (&__this_module)
struct device_driver {
	const char *name;
	struct module *owner;
	const void *of_match_table;
};
struct platform_device;
struct platform_driver {
	int (*probe)(struct platform_device *);
	int (*remove)(struct platform_device *);
	struct device_driver driver;
};

static int foo_probe(struct platform_device *pdev)
{
	return 0;
}

static const int foo_ids[] = { 1, 2 };

static struct platform_driver foo_driver = {
	.probe = foo_probe,
	.driver = {
		.name = "foo",
		.owner = THIS_MODULE,
		.of_match_table = foo_ids,
	},
};

struct platform_driver bar_driver = {
	.driver = {
		.owner = THIS_MODULE,
		.name = "bar",
	},
	.probe = foo_probe,
};

int use(void)
{
	return foo_driver.probe != 0 && bar_driver.probe != 0;
}
