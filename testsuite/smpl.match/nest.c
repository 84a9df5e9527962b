void f(int x)
{
	start();
	a();
	if (x)
		a();
	else
		c();
	stop();
	a();
}

void g(void)
{
	start();
	c();
	stop();
}
