void kfree(void *);
void g(int);
void one(int *a, int *b, int c)
{
	kfree(a);
	kfree(b);
	kfree(a);
}
void two(int *a, int *b, int c)
{
	if (c)
		kfree(a);
	else
		kfree(a);
	g(c);
}
