/* rule 2 matches code that rule 1 added: spatch applies the rules one
 * after another */
void lock(int *l);
void unlock(int *l);
int work(int *l, int x);

int f(int *l, int x)
{
	int r;

	r = work(l, x);
	return r;
}

int g(int x)
{
	return work(&x, x);
}
