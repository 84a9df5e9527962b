void f(void *p, void *q, void *r, void *s)
{
	if (p)
		kfree(p);
	if (q != NULL)
		kfree(q);
	if (r) {
		kfree(r);
	}
	if (s)
		kfree(s);
	else
		g();
}
