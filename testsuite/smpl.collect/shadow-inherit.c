/* A binding inherited from another rule is compared by name in every
 * function: the p of get() and the p of put() are the same term, as for
 * spatch; declaration ids count only within one function. */
void *kmalloc(unsigned long n);
void kfree(void *p);

int get(void)
{
	void *p;

	p = kmalloc(4);
	kfree(p);
	return 0;
}

int put(void)
{
	void *p = 0;

	kfree(p);
	return 0;
}

int other(void)
{
	void *q = 0;

	kfree(q);
	return 0;
}
