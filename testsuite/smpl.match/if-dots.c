int f(int x)
{
	if (x) {
		a();
		return -1;
	}
	return 0;
}

int g(int x, int y)
{
	if (x > 2) {
		if (y)
			return -1;
		b();
		return -1;
	}
	return -1;
}

int h(int x)
{
	if (x)
		return -1;
	return 0;
}
