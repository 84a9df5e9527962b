//! spatch-differs: spatch writes `x && y & 1` for `E & 1` with E bound to `x && y` (docs/matcher.md, "Parentheses in + code")
int f(int), g(int, int, int);

int h(int x, int y)
{
	f(x && y);
	f(x == y);
	f(x + y);
	return 0;
}
