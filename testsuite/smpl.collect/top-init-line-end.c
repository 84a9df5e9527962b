/* The last field of a line with another before it: it goes with the
 * blank before it (spatch); two removed fields of one line. */
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

static struct platform_driver c_driver = {
	.driver = { .name = "c", .owner = THIS_MODULE,
	},
};

static struct platform_driver d_driver = {
	.remove = 0, .driver = { .owner = THIS_MODULE, } };

int use(void)
{
	return c_driver.probe == d_driver.probe;
}
