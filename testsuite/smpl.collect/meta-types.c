typedef struct port { int id; } port_t;
typedef unsigned long ulong_t;
int use(long v);
int show(const char *s);
int put(struct port *p);
int check(int *p);

int probe(struct port *a, port_t *b, int *p)
{
	int n[4];
	char name[8];
	ulong_t big = 0;

	use(big);
	use(n[1]);
	use(*p);
	use(5L);
	use('c');
	show("text");
	show(name);
	put(a);
	put(b);
	check(&n[0]);
	check(&big);
	return 0;
}
