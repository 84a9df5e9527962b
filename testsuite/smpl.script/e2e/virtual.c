void kfree(void *);

void f(int *a)
{
	kfree(a);
}
