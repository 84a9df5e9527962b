int g(int);
int f(int a, int b)
{
	int r1, r2;
	r1 = a + 1;
	r1 = 1 + a;
	r2 = a + 1;
	r2 = 1 + a;
	return r1 + r2;
}
