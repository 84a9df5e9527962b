/* A declared name is no occurrence of an identifier (rule
 * decl-name-when.cocci). */
int g(int n);
int h(int n);

int f(int n)
{
	g(n);
	{
		int n;
		int k = 2;

		h(0);
		n = k;
		return n;
	}
}

int f2(int n)
{
	g(n);
	n = 3;
	h(0);
	return n;
}
