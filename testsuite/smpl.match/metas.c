void f(int a, int *b)
{
	dev_warn(a, 1);
	dev_info(a, b);
	other(a, 2);
	keep(a);
	hold(b);
	take(a);
	take(a + 1);
}
