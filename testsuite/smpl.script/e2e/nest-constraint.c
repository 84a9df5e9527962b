int check(int);

int one(int n)
{
	int i;

	for (i = 0; i < n; i++) {
		if (check(i))
			return -1;
		if (check(i + 1))
			return -2;
	}
	if (check(n))
		return -3;
	return 0;
}
