int g(int);
int f(int a, int b)
{
	int r1, r2;
	r1 = 3 != a;
	r1 = a != 3;
	r2 = 3 != a;
	r2 = a != 3;
	return r1 + r2;
}
