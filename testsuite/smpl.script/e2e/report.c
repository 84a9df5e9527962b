void kfree(void *);
struct s { int *buf; };

void one(struct s *x, int *a)
{
	kfree(x->buf);
	kfree(a);
}
