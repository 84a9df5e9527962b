int g(int);
int f(int a, int b)
{
	int r1, r2;
	r1 = a >= b;
	r1 = b <= a;
	r2 = a >= b;
	r2 = b <= a;
	return r1 + r2;
}
