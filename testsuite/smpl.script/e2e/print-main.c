void kfree(void *);
struct s { int *buf; };

void one(struct s *x)
{
	kfree(x->buf);
}

int two(int *a)
{
	kfree(a);
	return 0;
}
