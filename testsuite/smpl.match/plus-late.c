void f(int *p, int x)
{
	foo();
	if (x)
		bar();
	kfree(p);
}
void g(int *p, int *q, int x)
{
	foo();
	if (x)
		kfree(q);
	else
		kfree(p);
}
