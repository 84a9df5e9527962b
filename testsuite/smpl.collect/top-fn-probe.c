struct platform_device { int x; };
struct platform_driver {
	int (*probe)(struct platform_device *);
	const char *name;
};
void foo(void);
void bar(void);
static int late_probe(struct platform_device *pdev);

static int my_probe(struct platform_device *pdev)
{
	foo();
	bar();
	return 0;
}

static int other(struct platform_device *pdev)
{
	foo();
	return 0;
}

static struct platform_driver drv = {
	.probe = my_probe,
	.name = "x",
};

static struct platform_driver drv2 = {
	.name = "y",
	.probe = late_probe,
};

static int late_probe(struct platform_device *pdev)
{
	bar();
	foo();
	return other(pdev);
}
