struct s { int a; } x, *y[2], *z;

struct t { int a; } **q;

struct u { int a; } (*f)(int), *g;

struct w { int a; } *const c, *d;

struct v { int a; } *p;

int get(void)
{
	return x.a + z->a + p->a;
}
