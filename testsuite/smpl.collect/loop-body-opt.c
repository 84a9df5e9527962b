/* A disjunction with an optional branch, then `... when any`, ending a
 * while body (the kernel's iterators/for_each_child.cocci in small): in
 * f1 b(0) goes before the return; f2's body has neither branch (the
 * optional one is empty at the body's end), f3's has a(1): no edit. */
int a(int);
int b(int);
int g(int);

int f1(int n)
{
	while (n > 0) {
		if (g(n))
			return 1;
		n--;
	}
	return 0;
}

int f2(int n)
{
	while (n > 0) {
		g(n);
		n--;
	}
	return 0;
}

int f3(int n)
{
	while (n > 0) {
		a(1);
		if (g(n))
			return 1;
	}
	return 0;
}
