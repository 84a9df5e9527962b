void kfree(void *);
void keep(void *);

void f(int *a, int *b, int *c)
{
	kfree(a);
	kfree(b);
	kfree(c);
}
