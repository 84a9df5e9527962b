int g(int);
int f(int a, int b)
{
	int r = 0;
	if (unlikely(a)) g(1);
	if (likely(a)) g(2);
	if (a) g(3);
	if (unlikely(a + b)) g(4);
	r = likely(b);
	r = unlikely(b);
	r = b;
	return r;
}
