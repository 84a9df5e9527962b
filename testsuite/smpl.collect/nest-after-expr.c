/* A bare expression followed by a nest: `E = f(...)` `<... ...>` (as
 * null/badzero.cocci of the kernel). */
struct s { int a; };
struct s *get(int);
int use(struct s *);

int f(int n)
{
	struct s *p;

	p = get(n);
	if (p == 0)
		return -1;
	use(p);
	if (n && p != 0)
		use(p);
	p = get(n + 1);
	if (0 == p)
		return -2;
	return 0;
}
