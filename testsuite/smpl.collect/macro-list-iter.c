/* list_for_each_entry is a macro that expands to a for header: the
 * loop is written as an iterator, braced or not, and a while loop
 * nearby is no iterator. */
#include "kmacros.h"

struct item {
	int v;
	struct list_head node;
};

int sum(struct list_head *h)
{
	struct item *it;
	int s = 0;

	list_for_each_entry(it, h, node) {
		s += it->v;
	}
	list_for_each_entry(it, h, node)
		s -= 1;
	while (s > 100)
		s /= 2;
	return s;
}
