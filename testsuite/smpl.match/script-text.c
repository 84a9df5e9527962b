struct s { int y; int *z; };
void f(struct s *x, char *p, int i, int a[])
{
	g(x->y + 1);
	g((char *)p);
	g(sizeof(*p));
	g(a[i]);
	g(!x);
	g(&x->z);
	g(h(a,  i ,3));
	g(i ? 1 : 2);
	g("str" "cat");
	g(x -> z [ i ]);
	g(-i*2);
	g(sizeof(struct s));
	g(i++);
}
