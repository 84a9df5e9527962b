/* Positions on operators, keywords and callee names bound by one rule
 * and used by the next: only the code the first rule saw changes. */
int g(int);
int report(int);
void spin_lock(int *);
void mutex_lock(int *);
void lock_all(int *);

int ops(int a, int b, int c)
{
	int x = a + b;

	g(a + b);
	x = g(c + b) + a + c;
	return x + 1;
}

int rets(int e)
{
	if (e < 0)
		return e;
	if (e > 9)
		return e;
	return 0;
}

void locks(int *l, int *m)
{
	spin_lock(l);
	mutex_lock(m);
	lock_all(l);
}
