/* An int field of the anonymous struct in struct outer goes, and the
 * short of the union of var (not of var2).
 */
struct outer {
	int n;
	struct {
		int m;
		char tail[4];
	} in;
	int w;
};

union {
	int a;
	short gone;
} var;

union {
	short gone;
} var2;

int get(void)
{
	return var.a + var2.gone;
}
