/* + code on one declarator of several (rule decl-multi-plus.cocci). */
int use(long a, long b);

int f(int n)
{
	int a, b;
	short c, d, e;

	a = b = n;
	c = d = e = 1;
	return use(a + b, c + d + e);
}
