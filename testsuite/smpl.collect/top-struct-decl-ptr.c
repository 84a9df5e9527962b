/* A struct defined with a pointer declarator: the rule takes the one
 * whose declarator has one star (not none, not two), removes its field
 * old, adds a field after n, and rewrites the uses of that pointer.
 */
struct a {
	int n;
	int old;
} *pa;

struct b {
	int n;
	int old;
} vb;

struct c {
	int n;
	int old;
} **pc;

int get(int i)
{
	return pa[i].n + vb.n + pc[0][i].n;
}
