/* The arm is a disjunction: the first branch that matches wins. */
#define NULL ((void *)0)
void kfree(const void *p);
void kvfree(const void *p);
void other(const void *p);

void f(char *p, char *q, char *r)
{
	if (p != NULL)
		kfree(p);
	if (q != NULL)
		kvfree(q);
	if (r != NULL)
		other(r);
}
