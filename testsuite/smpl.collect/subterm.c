struct s { int *q; struct s *next; };
void kfree(void *), use(void *), touch(long);
void h(struct s *p, int *a, long n)
{
	use(p->next->q);
	use(p->next);
	use(p);
	use(a);
	use(p->q);
	touch(n);
	touch((long)p);
	kfree(p->next->q);
}
void g(int *a, long n)
{
	use(a);
	touch(n);
}
