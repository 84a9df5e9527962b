/* `- while (E)` `+ while (F)` over a body holding a nest: the header is
 * replaced, the body keeps what the nest does not remove. */
int a(int);
int g(int);

int f(int n)
{
	while (n > 0) {
		a(1);
		if (n == 3)
			a(2);
		n--;
	}
	return g(n);
}
