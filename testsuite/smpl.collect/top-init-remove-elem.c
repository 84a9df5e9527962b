/* Positional elements removed: a value in the middle, last, alone, on a
 * line of its own or sharing it; a nested list removed whole, by a
 * pattern with `...` or with its values. */
struct p { int a, b; };

static int a[] = { 1, 2, 3 };
static int b[] = {
	1,
	2,
	3
};
static int c[] = {
	1, 2,
	3, 4,
};
static int d[] = { 2 };
static int e[] = { 1, 2 };

static struct p pa[] = { { 1, 2 }, { 3, 4 }, { 5, 6 } };
static struct p pb[] = {
	{ 1, 2 },
	{ 3, 4 },
	{
		5, 6
	},
};

int use(int i)
{
	return a[i] + b[i] + c[i] + d[0] + e[i] + pa[i].a + pb[i].b;
}
