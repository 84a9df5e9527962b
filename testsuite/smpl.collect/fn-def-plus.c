/* + code before and after a function definition: a function added is
 * set apart by a blank line, its brace on a line of its own. */
struct dev { int id; };

int trace(int);
int probe(struct dev *d);

static int unused_helper(void)
{
	return 0;
}

static int dev_probe(struct dev *d, int flags)
{
	trace(d->id);
	return flags;
}

int dev_remove(struct dev *d)
{
	trace(d->id);
	return 0;
}

int other(int x)
{
	trace(x);
	trace(x);
	return x;
}

static void obsolete(int a, int b)
{
	trace(a);
}
