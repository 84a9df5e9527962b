void kfree(void *);
void use(void *);

void one(int *a, int *b)
{
	use(a);
	kfree(a);
	use(b);
	kfree(b);
}

void two(int *a, int *b, int k)
{
	if (k)
		kfree(a);
	else
		kfree(b);
}
