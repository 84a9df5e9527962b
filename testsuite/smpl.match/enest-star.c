int f2(int x)
{
	t(1);
	t(a + a);
	u(a + a * c(a));
	u(3);
	return 0;
}
