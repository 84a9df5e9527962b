/* Declarations without an initializer removed whole (rule
 * decl-plain-remove.cocci): the line goes; one with an initializer, a
 * static one or another type stays. */
struct port { int id; };

int use(struct port *p, int n);

int probe(struct port *dev, int n)
{
	struct port *old;
	struct port *cur = dev;
	int count;
	long total;

	if (n > 2) {
		struct port *tmp;
		n = use(cur, n);
	}
	total = n;
	return use(cur, (int)total);
}
