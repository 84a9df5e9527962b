struct module;
extern struct module __this_module;
#define THIS_MODULE (&__this_module)
struct platform_device { int x; };
struct platform_driver {
	int (*probe)(struct platform_device *);
	struct module *owner;
};
void foo(struct platform_device *pdev);

static int a_probe(struct platform_device *pdev)
{
	foo(pdev);
	return 0;
}

static int b_probe(struct platform_device *pdev)
{
	return 0;
}

static long c_probe(struct platform_device *pdev)
{
	foo(pdev);
	return 0;
}

static struct platform_driver a_drv = {
	.probe = a_probe,
	.owner = THIS_MODULE,
};

static struct platform_driver b_drv = {
	.probe = b_probe,
	.owner = THIS_MODULE,
};

struct platform_driver c_drv = {
	.probe = (void *)c_probe,
	.owner = THIS_MODULE,
};
