/* - while (E) / - for (...) over a body that stays: only the header */
int f(int x, int i)
{
	while (x)
		foo(x);
	while (x) {
		foo(x);
	}
	while (x) bar(x);
	for (i = 0; i < x; i++)
		foo(i);
	for (i = 0; i < x; i++) {
		foo(i);
		bar(i);
	}
	return 0;
}
