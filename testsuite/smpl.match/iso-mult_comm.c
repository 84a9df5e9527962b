int g(int);
int f(int n)
{
	int r1, r2;
	r1 = n * sizeof(long);
	r1 = sizeof(long) * n;
	r2 = n * sizeof(long);
	r2 = sizeof(long) * n;
	return r1 + r2;
}
