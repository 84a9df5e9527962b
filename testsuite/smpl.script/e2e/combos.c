void kfree(void *);

void f(int *a, int *b)
{
	kfree(a);
	kfree(b);
}

void g(int *a)
{
	kfree(a);
	kfree(a);
}
