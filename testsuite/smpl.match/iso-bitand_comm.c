int g(int);
int f(int a, int b)
{
	int r1, r2;
	r1 = a & 4;
	r1 = (b + 1) & a;
	r2 = a & 4;
	r2 = 4 & a;
	return r1 + r2;
}
