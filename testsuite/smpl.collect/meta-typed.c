struct foo { int x; };
struct bar { int y; };
void free_foo(void *);
void foo_free(void *);
void put_long(void *);
void long_put(void *);
void zap(long);
void zap_ptr(long);

void f(struct foo *a, struct bar *b, long *l, int *i)
{
	struct foo *c = a;

	free_foo(a);
	free_foo(b);
	free_foo(c);
	put_long(l);
	put_long(i);
	zap(i);
	zap(*i);
	zap(b);
}
