int inc(), neg(), pick();
int t(int a, int b, int *p)
{
	int x = inc(a) * 2;
	x = -inc(a);
	x = sizeof inc(a);
	x = neg(a - b);
	x = neg(-a);
	x = pick(a, b) + 1;
	x = pick(a = b, b) ? 1 : 2;
	x = p[inc(a)];
	x = inc(a)[p];
	return inc(x), neg(x);
}
//! spatch-differs: spatch 1.1.1 writes the + code without the parentheses its places need (inc(a) * 2 becomes a + 1 * 2) and glues - and -a into the decrement --a: programs that mean something else
