/* break and continue are statements: a position on a break, bound by
 * one rule, its break replaced by the next (f: only the first, whose if
 * fits); - and + code on a continue, in a case (g) and as a lone arm,
 * which gets braces (h). */
int a(int);

int f(int n)
{
	int i;

	for (i = 0; i < n; i++) {
		if (a(i))
			break;
		a(2);
		if (a(i + 2) > 3)
			break;
	}
	return i;
}

int g(int n)
{
	while (n--) {
		switch (a(n)) {
		case 1:
			a(1);
			break;
		default:
			continue;
		}
		a(3);
	}
	return 0;
}

int h(int n)
{
	while (n--) {
		if (a(n + 1))
			continue;
		a(2);
	}
	return 0;
}
