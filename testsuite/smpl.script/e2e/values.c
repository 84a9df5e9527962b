struct s { int n; };
void kfree(void *);
int size(unsigned long x);

static int g;

int f(struct s *x, const char *name)
{
	int n = size(sizeof(*x));
	kfree(x);
	return n + g;
}
