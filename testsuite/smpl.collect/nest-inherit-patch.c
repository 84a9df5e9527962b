void kfree(void *);
void release(void *);
void release_freed(void *);

void one(int *a, int *b, int *c, int k)
{
	kfree(a);
	if (k)
		kfree(b);
	release(a);
	release(b);
	release(c);
}

void two(int *c)
{
	release(c);
}
