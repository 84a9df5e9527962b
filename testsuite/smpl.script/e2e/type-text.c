struct s { int a; };
typedef unsigned long ulong;
enum e { A };
void f(void)
{
	const char *a;
	struct s *b;
	unsigned long c;
	ulong d;
	char *const *e;
	int g[4];
	enum e h;
	signed char i;
	long long j;
	unsigned k;
	void (*fp)(int);
	short int m;
	static int n;
	long double o;
}
