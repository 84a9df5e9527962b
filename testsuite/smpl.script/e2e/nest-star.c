void kfree(void *);
void g(int);

void one(int *a, int *b)
{
	kfree(a);
	g(1);
	kfree(b);
}

void two(int *a)
{
	g(2);
}
