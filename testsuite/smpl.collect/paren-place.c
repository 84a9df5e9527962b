//! spatch-differs: spatch writes `a * b + 1` for `a * f1(b)` (docs/matcher.md, "Parentheses in + code")
int f1(int);

int h(int a, int b)
{
	int r = a * f1(b);

	r = f1(a) * 3;
	r = -f1(b);
	r = (f1(a)) << 2;
	r = f1(a) + f1(b);
	return f1(r);
}
