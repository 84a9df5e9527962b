//! spatch-differs: a pointer field of a const struct (c->s) is a char *const, a type the view does not write: its cast stays; spatch takes it for char * and removes it
/* A typed metavariable on a field access: its type is the field's, from
 * the file's struct definition (through a pointer, a typedef name, a
 * const struct: const fields, an array field indexed), so that a cast to
 * that same type goes (cocci qualifier's first rule). */
struct bar {
	int i;
	long l;
	int j[2];
	char *s;
};

typedef struct bar bar_t;

int *f(struct bar *b, bar_t *t, const struct bar *c, struct bar v)
{
	int *p = (int *)&b->i;
	long *q = (long *)&t->l;
	int *r = (int *)&b->j[1];
	const int *k = (const int *)&c->i;
	int *m = (int *)&c->i;
	char *s = (char *)c->s;
	long n = (long)v.l + (long)v.i;

	return p + *q + *r + *k + *m + *s + n;
}
