/* <+... return E; ...+> as a for body: f1 returns in an if arm, f3
 * at the end of the body; f2 never returns in its loop. */
int g(int);

int f1(int n)
{
	int i;

	for (i = 0; i < n; i++) {
		if (g(i))
			return i;
		g(2);
	}
	return 0;
}

int f2(int n)
{
	int i;

	for (i = 0; i < n; i++) {
		g(i);
	}
	return 1;
}

int f3(int n)
{
	int i;

	for (i = 0; i < n; i++) {
		if (g(i))
			continue;
		return 3;
	}
	return 4;
}
