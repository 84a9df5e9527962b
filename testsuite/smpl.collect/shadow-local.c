/* A local that shadows another is another variable: the kfree of the
 * inner p frees nothing the outer p got from kmalloc, and only the
 * frees of the variable that was assigned are taken (spatch agrees). */
void *kmalloc(unsigned long n);
void kfree(void *p);
int use(void *);

int inner_block(void)
{
	void *p;

	p = kmalloc(4);
	{
		void *p;

		p = 0;
		kfree(p);
	}
	use(p);
	return 0;
}

int other_name(void)
{
	void *p;

	p = kmalloc(4);
	{
		void *q;

		q = 0;
		kfree(p);
	}
	return 0;
}

int after_block(void)
{
	void *p;

	p = kmalloc(4);
	{
		void *p = 0;

		use(p);
	}
	kfree(p);
	return 0;
}

int in_loop(int n)
{
	void *p;

	p = kmalloc(4);
	while (n--) {
		void *p = 0;

		kfree(p);
	}
	return 0;
}

int parameter(void *p)
{
	p = kmalloc(8);
	if (p) {
		int p = 1;

		use(&p);
	}
	kfree(p);
	return 0;
}
