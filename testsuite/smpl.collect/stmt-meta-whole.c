/* A statement metavariable bound to an if or a loop is all of it, arms
 * and body included: `+` code after it goes after the whole statement,
 * and `- S` removes the whole statement. */
int f(void), g(int), h(void);

int main(int x)
{
	f();
	if (x) {
		g(1);
	} else
		g(2);
	h();
	while (x)
		x = g(x);
	return 0;
}
