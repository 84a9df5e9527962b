/* + code first in a function's body, after its '{', and last, before
 * its '}' */
int use(int);

int plain(int a)
{
	use(a);
	return a;
}

int decls(int a)
{
	int b = a + 1;

	use(b);
	return b;
}

void empty(int a)
{
}

int other(int a)
{
	return a;
}
