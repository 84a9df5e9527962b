/* `E || ...` matches E alone too (a chain of one), as in spatch. */
int f(int *x, int y)
{
	if (x == 0)
		return 1;
	if (y || x == 0)
		return 2;
	if (y && x == 0)
		return 3;
	return 0;
}
