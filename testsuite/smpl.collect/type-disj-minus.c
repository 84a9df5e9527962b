/* Disjunctions of types removed with their declaration, with + code
 * replacing it, and in column 0 with - and + code on a branch. */
int get(void);

int f(void)
{
	int unused1;
	long unused2;
	char kept;
	int *ip;
	long *lp = 0;
	int n = get();
	short m = get();
	int w;
	char z;

	kept = 0;
	ip = 0;
	w = 1;
	z = 2;
	return kept + (ip != 0) + (lp != 0) + n + m + w + z;
}
