#define UNDECLARED 3
int count;
static int total;
int use(int v);

int probe(int arg)
{
	int n = 0;
	static int calls;
	extern int limit;

	n = use(count) + use(arg);
	use(calls);
	use(total + limit);
	use(UNDECLARED);
	return n;
}
