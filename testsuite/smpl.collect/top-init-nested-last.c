/* The field removed is the last of its initializer, with and without
 * a trailing comma: the comma before it stays (spatch). */
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

static struct platform_driver a_driver = {
	.driver = {
		.name = "a",
		.owner = THIS_MODULE
	},
	.remove = 0,
};

static struct platform_driver b_driver = {
	.remove = 0,
	.driver = {
		.name = "b",
		.owner = THIS_MODULE,
	}
};

int use(void)
{
	return a_driver.remove == b_driver.remove;
}
