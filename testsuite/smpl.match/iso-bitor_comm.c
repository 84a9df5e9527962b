int g(int);
int f(int a, int b)
{
	int r1, r2;
	r1 = a | b;
	r1 = b | 4;
	r2 = a | b;
	r2 = b | 4;
	return r1 + r2;
}
