struct platform_driver { int x; };
int platform_driver_register(struct platform_driver *d);
#define module_platform_driver(d) \
	int d##_init(void) { return platform_driver_register(&d); }

static struct platform_driver foo_driver = { .x = 1 };

module_platform_driver(foo_driver);

int other(void)
{
	return 0;
}
