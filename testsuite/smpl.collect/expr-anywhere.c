/* An expression pattern matches wherever the expression is written: a
 * call's argument, a return value, an initializer, a condition, an
 * operand, a for header. */
int foo(int);

int g(int n)
{
	int x = 12 + 5;
	int i;

	foo(12 + 5);
	if (n == 12 + 5)
		x++;
	for (i = 12 + 5; i < n; i++)
		x += 2 * (12 + 5);
	return 12 + 5;
}
