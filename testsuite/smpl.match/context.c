void f(int n)
{
	x = alloc(n);
	if (n > 2)
		use(x);
	kfree(x);
}

void g(int n)
{
	x = alloc(n);
	kfree(y);
	return;
}
