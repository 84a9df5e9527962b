/* A field initialized twice, found by a context rule (`*`): nothing
 * changes; spatch reports both orders, gcc-smpl one (smpl.match
 * top-init-doubleinit shows the report). */
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
