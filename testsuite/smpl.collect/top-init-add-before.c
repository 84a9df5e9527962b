/* A field added before a context one: on a line of its own at its
 * indentation, or, where the element shares its line with the '{', in its
 * place with the element on a new line (spatch). */
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
