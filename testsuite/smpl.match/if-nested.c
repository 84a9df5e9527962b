void a(int x, int y)
{
	if (x)
		if (y)
			foo();
	baz();
}

void b(int x, int y)
{
	if (x) {
		if (y)
			foo();
	}
	baz();
}

void c(int x, int y)
{
	if (x)
		if (y)
			foo();
		else
			qux();
	baz();
}
