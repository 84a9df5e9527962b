//! spatch-differs: spatch writes `a * b + 1` for `a * wrap(b + 1)` (docs/matcher.md, "Parentheses in + code")
int wrap(int);

int h(int a, int b)
{
	int r = a * wrap(b + 1);

	r = wrap(a | b) * 3;
	r = wrap((a - b)) / 2;
	r = wrap(a) + wrap(b);
	return wrap(r == 0) ? 1 : 2;
}
