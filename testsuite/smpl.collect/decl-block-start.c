/* Removed declarations at the start of a block take the blank line
 * after them (rule decl-block-start.cocci). */
int foo(void);

int f(int n)
{
	int unused1;
	int unused2;

	foo();
	return n;
}

int g(int n)
{
	int a;
	int unused3;

	a = foo();
	return n + a;
}

int h(int n)
{
	int unused4;
	/* kept */

	if (n) {
		int unused5;

		foo();
	}
	return n;
}
