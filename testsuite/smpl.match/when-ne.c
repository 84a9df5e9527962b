void a(void)
{
	p = alloc();
	prepare();
	release(p);
}

void b(void)
{
	p = alloc();
	use(p);
	release(p);
}

void c(int k)
{
	p = alloc();
	if (k)
		use(p);
	release(p);
}

void d(int k)
{
	p = alloc();
	if (k)
		use(q);
	release(p);
}
