/* + code that opens a brace before a lone arm and closes it after: the
 * arm gains those braces, what follows the '}' comes after them. */
void trace(const char *);
int check(int);

int demo(int x)
{
	int r = 0;

	if (x == 1)
		r = 2;
	if (r == 2)
		r = 3;
	else
		r = check(x);
	return r;
}
