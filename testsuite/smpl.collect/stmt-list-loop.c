/* Statement lists as the whole body of a while or for loop; an
 * unbraced body is no { SL } (spatch neither). */
int a(int), tick(void);

int f(int x)
{
	int i;

	for (i = 0; i < x; i++) {
		a(i);
		if (i > 2) {
			a(x);
		}
	}
	for (;;)
		a(2);
	while (x) {
		x--;
	}
	while (x)
		a(3);
	return x;
}
