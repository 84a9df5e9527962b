//! spatch-differs: spatch refuses a script constraint on a metavariable of the same rule bound in another statement (cannot be evaluated)
int alloc(void);
void use(int);
void use2(int);

void f(void)
{
	int a, b;

	b = alloc();
	a = alloc();
	use(a);
}
