/* One declarator of several removed (rule decl-multi-one.cocci): its
 * comma goes with it; all of them, the declaration. */
int use(int a, int b);

int f(int n)
{
	int a, unused1, b;
	int c = 1, d, unused2;
	int unused3, e = n;
	long unused4, unused5;
	long *p,
	     unused6;

	a = b = d = n;
	p = 0;
	return use(a + b + c, d + e) + (p != 0);
}
