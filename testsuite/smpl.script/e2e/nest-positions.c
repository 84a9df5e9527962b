void kfree(void *);

void two(int *a, int *b)
{
	kfree(a);
	kfree(b);
}

void one(int *a)
{
	kfree(a);
}
