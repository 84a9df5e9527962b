/* A disjunction of types as a local declaration's type: int and long
 * ones (const or not) initialized by get() take get_wide(); others
 * (short, unsigned long, a pointer) keep get(). */
int get(void);
int get_wide(void);

int f(void)
{
	int a = get();
	long b = get();
	short c = get();
	unsigned long d = get();
	const long e = get();
	int *p = 0;

	return a + b + c + d + e + (p != 0);
}

long g(void)
{
	long x = get();

	x += get();
	return x;
}
