/* No bar() anywhere: the rule alloc must not match, nor kfree change. */
void *kzalloc(unsigned long n, int f);
void kfree(const void *p);
struct d { int x; };
struct d *g;

int act(void)
{
	struct d *p;

	p = kzalloc(sizeof(*p), 0);
	if (!p)
		return -1;
	g = p;
	return 0;
}

void deact(struct d *p)
{
	kfree(p);
}
