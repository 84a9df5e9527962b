/* the prototypes of a function in the same file follow the changes of
 * its definition's parameters, as spatch does (named or not) */
int first(int flags, int a);
static int other(int, int);

int first(int flags, int a)
{
	return a;
}

static int other(int a, int flags)
{
	return a + other(a, 0);
}

int later(int flags);

int later(int flags)
{
	return 0;
}
