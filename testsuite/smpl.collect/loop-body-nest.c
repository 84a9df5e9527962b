/* A nest as a loop's body: every a(E) of the body, in its if arm too,
 * and none after the loop nor in another loop. */
int a(int);
int b(int);

int f(int n)
{
	int i;

	while (n > 0) {
		a(1);
		if (n == 3)
			a(2);
		n--;
	}
	for (i = 0; i < n; i++) {
		b(i);
		a(i);
	}
	a(7);
	return 0;
}
