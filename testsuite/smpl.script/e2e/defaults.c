void kfree(void *);
void take(int *a, int *b);

void f(int *a, int *b)
{
	kfree(a);
	take(a, b);
}
