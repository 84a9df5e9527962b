void f(void *p)
{
	kfree(p);
	kfree(NULL);
}
