/* rule 2 depends on rule 1 and matches what rule 1 wrote */
int old_alloc(int n);

int f(int n)
{
	int p = 0;

	p = old_alloc(n);
	return p;
}

int g(int n)
{
	return n;
}
