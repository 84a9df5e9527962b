/* nest bodies with dots and disjunctions */
void f(int x)
{
	start();
	a();
	c();
	b();
	a();
	if (x) {
		a();
		d();
		b();
	}
	a();
	stop();
}

void g(int x)
{
	start();
	a();
	if (x)
		b();
	c();
	stop();
}

void h(int x)
{
	start();
	a();
	a();
	b();
	stop();
}

void k(int x)
{
	start();
	a();
	stop();
	b();
}

void l(int x)
{
	start();
	a();
	while (x) {
		c();
	}
	if (x)
		return;
	b();
	stop();
}

void m(int x)
{
	start();
	if (x) {
		c();
	} else {
		b();
	}
	stop();
}

void n(int x)
{
	start();
	c(a(), 1);
	stop();
}
