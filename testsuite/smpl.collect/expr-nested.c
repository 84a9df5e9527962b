/* An occurrence of a bare expression inside another occurrence is
 * matched too, each with its own bindings. */
int scale(int);

int demo(int a, int b, int c)
{
	int x = scale(a) + (scale(b) + c);

	x += scale(c + scale(a + b));
	return x + (a + (b +
			 c));
}
