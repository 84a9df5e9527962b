/* `return ...;` is any return with a value. */
int foo(void);

int a(int x)
{
	foo();
	return x + 1;
}

void b(void)
{
	foo();
	return;
}
