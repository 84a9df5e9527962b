/* Not matched: another structure type, no .owner field, an owner
 * other than THIS_MODULE, a designator chain (kept as text). */
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

struct other_driver { struct device_driver driver; };
extern struct module other_module;

static struct other_driver f_driver = {
	.driver = {
		.owner = THIS_MODULE,
	},
};

static struct platform_driver g_driver = {
	.driver = {
		.name = "g",
	},
};

static struct platform_driver h_driver = {
	.driver = {
		.owner = &other_module,
	},
};

static struct platform_driver i_driver = {
	.driver.owner = THIS_MODULE,
};

int use(void)
{
	return f_driver.driver.owner == g_driver.driver.owner &&
	       h_driver.probe == i_driver.probe;
}
