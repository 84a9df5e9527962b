void kfree(void *);
void g(int);

void one(int *a, int *b, int c)
{
	kfree(a);
	kfree(b);
	kfree(a);
	if (c)
		kfree(b);
	else
		g(c);
}

void two(int *a, int *b, int c)
{
	if (c)
		kfree(a);
	else
		kfree(b);
}

void three(int *a, int c)
{
	if (c)
		kfree(a);
	g(c);
}
