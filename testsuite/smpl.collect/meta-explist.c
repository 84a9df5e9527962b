int report(const char *fmt, ...);
int trace(int level, ...);
int pack(int a, int b, int c);
int pair();
int check(int a, int b);

int probe(int a, int b, int *p)
{
	trace(1);
	trace(2, a);
	trace(3, a, b + 1, *p);
	report("%d %d\n", a, b);
	pack(a, b, 3);
	pair(a, 1);
	pair(b, 2);
	pair(b, 2, 3);
	check(b, 2);
	check(b, 3);
	return 0;
}
