void kfree(void *);
void release(void *);

void one(int *a, int *b, int c)
{
	kfree(a);
	if (c)
		kfree(b);
	release(a);
	release(b);
	release(c);
}
