/* A nest holding a disjunction as an iterator's body (the kernel's
 * iterators/itnull.cocci in small): tests of the iterator's variable
 * against NULL go. */
#include <stddef.h>

struct list_head { struct list_head *next; };
struct s { int v; struct list_head l; };
#define list_for_each_entry(p, h, m) \
	for (p = (void *)(h)->next; &p->m != (h); p = (void *)p->m.next)
int g(struct s *);

int f1(struct list_head *h)
{
	struct s *p;

	list_for_each_entry(p, h, l) {
		if (p == NULL)
			return 1;
		g(p);
	}
	return 0;
}

int f2(struct list_head *h)
{
	struct s *p;

	list_for_each_entry(p, h, l) {
		g(p);
		if (p != NULL && g(p))
			g(p);
	}
	return 0;
}
