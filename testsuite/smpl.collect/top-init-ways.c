/* Every way a list matches is taken: `- E` between `...` removes each
 * element (spatch). */
static int a[] = { 1, 2, 3 };
static int b[] = {
	1,
	2,
};

int use(void)
{
	return sizeof(a) + sizeof(b);
}
