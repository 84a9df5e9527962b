/* Declarations in an if's arm (rule decl-multi-arm.cocci). */
int foo(void);

int f(int n)
{
	if (n) {
		int a, c;
		foo();
	}
	return n;
}

int g(int n)
{
	if (n) {
		int a;
		int c;
		foo();
	}
	return n;
}

int h(int n)
{
	if (n) {
		int a, b;
		foo();
	}
	return n;
}
