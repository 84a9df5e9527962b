//! spatch-differs: spatch refuses a subterm constraint naming a metavariable of the same rule (parse error)
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
