void f(int x)
{
	start();
	a();
	b();
	c();
	a();
	if (x) {
		a();
		b();
	}
	a();
	stop();
}
