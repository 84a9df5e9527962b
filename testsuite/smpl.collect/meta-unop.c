//! spatch-differs: spatch 1.1.1 rejects unary operator metavariables; meta-unop.res is what it gives for the same rules written as disjunctions of the operators
int check(int v);

int probe(int a, int b, int *p)
{
	int x = !a;

	x = -b;
	x = ~b;
	x += *p + (-a);
	if (!check(a))
		return -1;
	return -a + !b + +a;
}
