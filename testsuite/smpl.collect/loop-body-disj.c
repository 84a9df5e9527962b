/* A disjunction between dots in a for body: in g, b(i) is followed by
 * a(i), which the disjunction matches too (the dots after it may not
 * meet it, as spatch), so no match; in h, a(i) is followed by c(2). */
int a(int);
int b(int);
int c(int);

int g(int n)
{
	int i;

	for (i = 0; i < n; i++) {
		b(i);
		a(i);
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
