/* Definitions with several declarators: each declarator is matched on
 * its own (its stars and array sizes as the pattern's), as spatch; the
 * uses of the variables bound are rewritten.
 */
struct s3 { int a; int b; } x, y[2], *z;
struct s4 { int a; int b; } *m, n;
struct s5 { int a; int b; } arr[3], w[2];

int get(int i)
{
	return x.a + y[i].a + z->a + m->a + n.a + arr[i].a + w[i].a;
}
