//! spatch-differs: spatch keeps the storage class of a declaration it replaces (static long calls;); here a replacement that would drop it is no match
/* Static and extern locals (rule decl-static.cocci). */
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
