/* A { } block among statements between others: c(); { ... } z(); the
 * block must be the statement right after c(), and z() right after it. */
void a(void);
void b(void);
void c(void);
void z(void);

void f(int x)
{
	c();
	{
		a();
		b();
		a();
	}
	z();
}

void g(int x)
{
	c();
	{
		a();
		b();
	}
	a();
	z();
}

void h(int x)
{
	c();
	a();
	{
		b();
	}
	z();
}
