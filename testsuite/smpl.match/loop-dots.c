/* loop bodies with dots next to statements */
int f(int x)
{
	while (x) {
		foo(x);
		x--;
	}
	while (x) {
		if (x == 3)
			bar();
		x--;
	}
	while (x) {
		x--;
		foo(x);
	}
	while (x)
		x--;
	while (x) {
		if (x == 3)
			continue;
		x--;
	}
	return 0;
}
