/* GFP_KERNEL under a spinlock: spin_lock_irqsave and GFP_KERNEL are
 * macros. */
#include "kmacros.h"

static spinlock_t lock;

void *grab(unsigned long n)
{
	unsigned long flags;
	void *p, *q;

	q = kmalloc(n, GFP_KERNEL);
	spin_lock_irqsave(&lock, flags);
	p = kmalloc(n, GFP_KERNEL);
	spin_unlock_irqrestore(&lock, flags);
	kfree(q);
	return p;
}
