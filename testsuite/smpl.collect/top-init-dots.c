/* `...` and positional elements in order: the first and the last
 * element of a table of pairs, an element in the middle, and a table
 * with too few elements (no match). */
struct pair {
	int a, b;
};

static struct pair p1[] = {
	{ 1, 2 },
	{ 3, 4 },
	{ 5, 6 },
};

static struct pair p2[] = { { 7, 8 } };

static int v[] = { 1, 2, 3, 4 };

int use(int i)
{
	return p1[i].a + p2[0].b + v[i];
}
