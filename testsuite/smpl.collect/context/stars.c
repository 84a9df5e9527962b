/* context.exp's file: rule r stars a kfree and a later use of the same
 * pointer (two lines of one match), the second rule every use (the
 * same line again: shown once); g has a star over several lines. */
void kfree(void *p);
void *kmalloc(int n);
int use(void *p);

int f(int n)
{
	void *p = kmalloc(n);

	if (!p)
		return -1;
	use(p);
	kfree(p);
	use(p);
	return 0;
}

int g(int n)
{
	void *q = kmalloc(n);

	kfree(q);
	if (n)
		use(q +
		    1);
	return 0;
}
