/* A function body as a statement list where the view cannot give the
 * list's first statement: a body starting with a nested block or a for
 * loop's init gives no edit, where spatch rewrites the body.
 * f and h are taken. */
//! spatch-differs: a body that starts with a nested { } or a for is not matched here
int a(int);
void end(void);

int g(int x)
{
	{
		a(1);
	}
	return 0;
}

int f(int x)
{
	int i;
	for (i = 0; i < x; i++)
		a(i);
	return 0;
}

int k(int x)
{
	for (x = 0; x < 2; x++)
		a(x);
	return 0;
}

int h(int x)
{
	a(x);
	return 0;
}
