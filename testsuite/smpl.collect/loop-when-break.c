//! spatch-differs: spatch 1.1.1 ignores the when clauses of a loop body written `{ ... when != break; }` (it takes f's first loop, which breaks; so use_after_iter.cocci reports the iterator used after loops that break out of it); we honour them
/* A loop body that is dots with `when != break;` takes only loops whose
 * body has no break on the way (g), not one that breaks (f). */
int a(int);

void f(int x)
{
	a(0);
	while (a(x)) {
		if (x == 3)
			break;
		a(1);
	}
}

void g(int x)
{
	a(0);
	while (a(x)) {
		a(2);
	}
}
