/* { S ... - a(); } among statements: a { } block whose first statement
 * is S and whose last is a(): nested blocks, a function's body, an if
 * arm's or a loop's body block; not a block where a() is not last, nor
 * one that starts with a block (S would be that block; the view has no
 * node for it). */
void a(void);
void b(void);
void c(void);
void z(void);

void h(int x)
{
	c();
	{
		a();
		a();
		b();
	}
	{
		a();
		b();
		a();
	}
	{
		b();
		{
			a();
			a();
		}
	}
	{
		{
			a();
			a();
		}
	}
	z();
}

void k(int x)
{
	{
		a();
		if (x)
			return;
		a();
	}
	{
		int y;
		y = 1;
		a();
	}
	z();
}

void f(int x)
{
	a();
	b();
	a();
}

void g(int x)
{
	if (x) {
		a();
		b();
		a();
	} else {
		b();
		a();
	}
	while (x) {
		a();
		b();
		a();
	}
	for (;;) {
		b();
		a();
		a();
	}
}
