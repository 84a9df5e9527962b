/* `[i] =` designators: matched in order, `...` around them; a removed
 * one goes with its line. */
static const int tbl[] = {
	[0] = 1,
	[1] = 2,
	[2] = 3,
};

static const int other[] = { [0] = 4, [1] = 5 };

int use(int i)
{
	return tbl[i] + other[i];
}
