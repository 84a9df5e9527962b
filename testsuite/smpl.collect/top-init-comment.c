//! spatch-differs: spatch 1.1.1 joins the comment after the removed field to the comment of the line before (keep then gone on one line); here it stays on its own line
/* A comment after the removed field stays where it was. */
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

static struct platform_driver e_driver = {
	.driver = {
		.name = "e", /* keep */
		.owner = THIS_MODULE, /* gone */
	},
};

int use(void)
{
	return e_driver.probe == 0;
}
