int wrap();
int t(int a, int b)
{
	long w = wrap(a = b) + 1;
	int q = wrap(a, b);
	return w + q + -wrap(-a) + !wrap(a || b) + +wrap(+b);
}
//! spatch-differs: spatch 1.1.1 keeps the argument without the parentheses its place needs (wrap(a = b) + 1 becomes a = b + 1) and glues -wrap(-a) into the decrement --a: programs that mean something else
