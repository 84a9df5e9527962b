/* With static in the pattern, only static variables match (spatch).
 */
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

static struct platform_driver s_driver = {
	.driver = {
		.name = "s",
		.owner = THIS_MODULE,
	},
};

struct platform_driver t_driver = {
	.driver = {
		.name = "t",
		.owner = THIS_MODULE,
	},
};

int use(void)
{
	return s_driver.probe == t_driver.probe;
}
