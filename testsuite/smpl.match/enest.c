int f1(int x, int *p, int *q)
{
	g(f(1) + f(2));
	g(f(3) * h(f(4)));
	g(4);
	kfree(p + x);
	kfree(q);
	if (x + k(x) > 3)
		return 1;
	if (k(2))
		return 2;
	m(f(5) + f(6), 6);
	m(f(7) + f(8), 9);
	return 0;
}
