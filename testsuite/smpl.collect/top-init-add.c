/* A field added after a context one, in a nested list laid out on
 * several lines (after the last field, with or without its comma) or
 * on one line (one tab deeper than the line of its '{', as spatch). */
struct module { int x; };
extern struct module __this_module;
#define THIS_MODULE (&__this_module)
struct device_driver {
	const char *name;
	struct module *owner;
	int flags;
};
struct platform_driver {
	int (*probe)(void);
	struct device_driver driver;
};

static struct platform_driver a_driver = {
	.driver = {
		.name = "a",
		.flags = 1,
	},
};

static struct platform_driver b_driver = {
	.driver = {
		.flags = 2,
		.name = "b"
	},
};

static struct platform_driver c_driver = {
	.driver = { .name = "c" },
};

int use(void)
{
	return a_driver.driver.flags + b_driver.driver.flags +
	       (c_driver.driver.name != 0);
}
