#define FOO 3
#define bar 4

int f(int), g(int);
int ABC_DEF, N, A1, _X, X_y, __B;

int h(int x)
{
	f(FOO);
	f(bar);
	f(x);
	f(ABC_DEF);
	f(3);
	f("s"[0]);
	f(N);
	f(A1);
	f(_X);
	f(X_y);
	f(__B);
	return 0;
}
