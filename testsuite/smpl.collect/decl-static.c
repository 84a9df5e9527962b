//! spatch-differs: spatch keeps the storage class of a declaration it replaces (static long calls;); here a replacement that would drop it is no match
/* Static, extern, volatile and aligned locals (rule decl-static.cocci). */
int g(int n);

int f(int n)
{
	static int calls;
	extern int total;
	int last;

	calls++;
	last = g(n);
	total += last;
	return last + calls;
}

int h(int n)
{
	volatile int flag;
	int __attribute__((aligned(16))) slot;

	flag = n;
	slot = flag;
	return slot;
}
