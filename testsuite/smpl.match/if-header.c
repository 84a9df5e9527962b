/* - if (E) over an arm that stays: only the header changes. */
int f(int x, int y)
{
	if (x)
		return 1;
	if (x) return 2;
	if (x) {
		return 3;
	}
	if (x)
		return 4;
	else
		return 5;
	return 0;
}
