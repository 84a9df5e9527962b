/* The prefilter knows the macros written in a function: a rule that
 * names dev_err, a macro, runs where dev_err is written (in an expression
 * too), and not where
 * only its expansion (_dev_err) is called, where the one use is in an
 * inactive #if group, or where another macro's body uses it. */
void _dev_err(void *dev, const char *fmt, ...);

#define dev_err(dev, fmt, ...) _dev_err(dev, fmt, ##__VA_ARGS__)
#define report(dev) dev_err(dev, "failed\n")
#define ENOMEM 12

int written(void *dev)
{
	dev_err(dev, "no memory\n");
	return -ENOMEM;
}

int expansion_only(void *dev)
{
	_dev_err(dev, "no memory\n");
	return -ENOMEM;
}

int inactive(void *dev)
{
#if 0
	dev_err(dev, "never\n");
#endif
	return 0;
}

int inside_another(void *dev)
{
	report(dev);
	return 0;
}

int in_expression(void *dev, int e)
{
	return e ? e : (dev_err(dev, "none\n"), -ENOMEM);
}

#define CONFIG_ON 1

int groups(void *dev, int e)
{
#if 0
	e++;
#elif defined(CONFIG_ON)
	dev_err(dev, "on\n");
#else
	dev_err(dev, "off\n");
#endif

	return e;
}
