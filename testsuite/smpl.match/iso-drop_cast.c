struct s { int f; };
void *alloc(int);
void *get(int);
int put(int);
void f(int a)
{
	struct s *p, *q, *r;
	long s;

	p = (struct s *)alloc(1);
	p = alloc(2);
	q = (struct s *)get(3);
	q = get(4);
	r = (struct s *)alloc(5);
	r = alloc(6);
	s = (int)put(7);
	s = put(8);
	(void)p; (void)q; (void)r; (void)s;
}
