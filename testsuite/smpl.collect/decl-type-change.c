/* A declaration's type replaced (rule decl-type-change.cocci). */
struct port { int id; };

int use(void *p, int n);

int f(int n)
{
	int count;
	short small;
	struct port *p;
	int total = 0;

	count = n;
	small = 2;
	p = 0;
	total = count + small;
	return use(p, total);
}
