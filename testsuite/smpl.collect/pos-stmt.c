/* Positions on an iterator's name, an assignment operator, a
 * declaration's '=', an if header's ')' and a ';' used by later rules. */
struct item { struct item *next; int v; };
struct item *step(struct item *);
int init(int);
void done(void);
void finish(void);
#define list_for_each_entry(p, h, m) for (p = h; p; p = p->m)

int walk(struct item *head)
{
	struct item *p;
	int n = 0;

	list_for_each_entry(p, head, next) {
		p = step(p);
		n++;
	}
	p = head;
	return n;
}

int setup(int a)
{
	int v = a * 2;
	int w = a;

	if (a > 3)
		w++;
	if (w)
		done();
	done();
	return v;
}
