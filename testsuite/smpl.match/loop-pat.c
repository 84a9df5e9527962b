void a(int x)
{
	foo();
	while (x > 0)
		x--;
	baz();
}

void b(int x)
{
	int i;

	foo();
	for (i = 0; i < x; i++) {
		qux(i);
		x--;
	}
	baz();
}

void c(int x)
{
	foo();
	while (x) {
		if (x == 3) {
			qux(x);
			break;
		}
		x--;
	}
	baz();
}

void d(int x)
{
	foo();
	for (;;) {
		x--;
	}
}

void e(int x)
{
	int i = 0;

	foo();
	while (i < x)
		i++;
	for (; i > 0; i--)
		x--;
	do
		x--;
	while (x);
	baz();
}
