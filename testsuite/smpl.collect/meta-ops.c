int g(int);

int f(int a, int b)
{
	int r = 0;

	if (a < b)
		r = 1;
	if (a <= b)
		r = 2;
	if (a > b + 1)
		r = 3;
	r += a;
	r -= b;
	r *= a;
	r = !!a;
	r = ~~b;
	r = !~a;
	r = a == b;
	return r;
}
