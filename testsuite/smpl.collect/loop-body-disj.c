/* A disjunction between dots in a for body: its second branch in g,
 * its first in h, each followed by more of the body. */
int a(int);
int b(int);
int c(int);

int g(int n)
{
	int i;

	for (i = 0; i < n; i++) {
		b(i);
		c(i);
	}
	return 0;
}

int h(int n)
{
	int i;

	for (i = 0; i < n; i++) {
		n--;
		a(i);
		c(2);
	}
	return n;
}
