void kfree(void *);
void lock(void);

void f(int *a)
{
	kfree(a);
}

void g(int *a)
{
	lock();
}
