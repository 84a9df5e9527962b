void *malloc(unsigned long);
void *memset(void *, int, unsigned long);
struct s { int a; };

void f(struct s *x)
{
	x = malloc(sizeof(x) + sizeof(x));
}

void g(struct s *y)
{
	y = malloc(sizeof(*y));
	memset(y, 0, sizeof(y));
}
