/* break and continue removed or replaced: as the last statement of a
 * plain loop body pattern, of a case group (before, a case's break
 * could not be edited), and as a lone if arm (g). */
int a(void); int b(void);
int f(int x)
{
	while (x) {
		a();
		break;
	}
	switch (x) {
	case 1:
		a();
		break;
	case 2:
		b();
	}
	while (x) {
		b();
		continue;
	}
	return 0;
}

int g(int n)
{
	while (n--) {
		if (a())
			break;
		b();
	}
	return 0;
}
