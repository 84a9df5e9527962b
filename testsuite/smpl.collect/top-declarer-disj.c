/* A disjunction of declarer uses binds the driver of the one written;
 * the next rule inherits it (only that driver loses its .owner).
 */
struct module { int x; };
extern struct module __this_module;
#define THIS_MODULE (&__this_module)
struct device_driver {
	const char *name;
	struct module *owner;
};
struct platform_device;
struct platform_driver {
	int (*probe)(struct platform_device *);
	struct device_driver driver;
};
int platform_driver_register(struct platform_driver *d);
#define module_platform_driver_probe(d, p) \
	int d##_init(void) { return platform_driver_register(&d); }

static int foo_probe(struct platform_device *p)
{
	return 0;
}

static struct platform_driver foo_driver = {
	.probe = foo_probe,
	.driver = {
		.name = "foo",
		.owner = THIS_MODULE,
	},
};

static struct platform_driver bar_driver = {
	.probe = foo_probe,
	.driver = {
		.name = "bar",
		.owner = THIS_MODULE,
	},
};

module_platform_driver_probe(foo_driver, foo_probe);

int bar_init(void)
{
	return platform_driver_register(&bar_driver);
}
