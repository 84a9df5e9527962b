/* Macro invocations whose written text is not C: an operator as an
 * argument, a statement fragment as an argument, a keyword followed by
 * an operand.  Each is kept as text (a note says where and why under
 * verbose); the statements around them still match, and the object file
 * is produced. */
#define APPLY(op, a, b) ((a) op (b))
#define DEB2(x) x
#define KW(k) k
int printf(const char *, ...);
void foo(int);
int f(int a, int b)
{
	int r = APPLY(+, a, b);
	DEB2(printf("x");)
	foo(KW(sizeof) a);
	foo(a);
	return r;
}
