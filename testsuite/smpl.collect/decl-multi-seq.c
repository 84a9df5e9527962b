/* A declaration of several declarators is one statement for what
 * follows it (rule decl-multi-seq.cocci). */
int foo(void);

int f(int n)
{
	int a, b, c;
	foo();
	a = c = n;
	return a + c;
}

int g(int n)
{
	int c = 3, d = 4;
	int e = 5;

	return c + d + n;
}
