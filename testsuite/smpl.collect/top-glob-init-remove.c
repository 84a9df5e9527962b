struct ops {
	int (*open)(void);
	int (*close)(void);
	const char *name;
};

static int my_open(void)
{
	return 0;
}

static struct ops old_ops = {
	.open = my_open,
	.name = "old",
};

static struct ops new_ops = {
	.open = my_open,
	.name = "new",
};

struct ops *get(void)
{
	return &new_ops;
}
