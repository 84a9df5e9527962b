struct platform_driver { int x; };
int platform_driver_register(struct platform_driver *d);
#define module_platform_driver(d) \
	int d##_init(void) { return platform_driver_register(&d); }
#define MODULE_LICENSE(s) static const char *license_ = s
#define MODULE_AUTHOR(s) static const char *author_ = s
#define MODULE_DESCRIPTION(s) static const char *desc_ = s
#define MODULE_ALIAS(s) static const char *alias_ = s

static struct platform_driver foo_driver = { .x = 1 };

module_platform_driver(foo_driver);
MODULE_AUTHOR("Someone");

MODULE_ALIAS("platform:foo");
