/* An iterator metavariable binds the name of any macro loop; the
 * loop's body is matched as a while loop's is. */
#include "kmacros.h"

struct item {
	int v;
	struct list_head node;
};

void drop(struct item *it);
void drop_locked(struct item *it);

void drain(struct list_head *h)
{
	struct item *it;

	list_for_each_entry(it, h, node) {
		it->v = 0;
		drop(it);
		it->v--;
	}
	list_for_each_entry_reverse(it, h, node)
		it->v++;
}
