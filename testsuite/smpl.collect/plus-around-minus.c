/* + lines before and after a removed expression replace it together,
 * on one line as spatch prints an expression. */
int f(int);
int g(int);
int h(int, int);

int demo(int i)
{
	int x = f(i + 1);

	x += f(h(i, 2));
	return x;
}
