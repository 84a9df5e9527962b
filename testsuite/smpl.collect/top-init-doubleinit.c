/* A field initialized twice, found by a context rule (`*`): nothing
 * changes; both orders are reported, as spatch (smpl.match
 * top-init-doubleinit shows the reports). */
struct ops {
	int (*open)(void);
	int (*release)(void);
	int flags;
};

static int a_open(void)
{
	return 0;
}

static struct ops a_ops = {
	.open = a_open,
	.flags = 1,
	.release = 0,
	.flags = 2,
};

static struct ops b_ops = {
	.open = a_open,
	.flags = 1,
};

int use(void)
{
	return a_ops.flags + b_ops.flags;
}
