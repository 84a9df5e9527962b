/* A statement metavariable in + code: its text comes from the source,
 * a block whole, a lone body on a line of its own. */
void foo(int);
int f(int n)
{
	while (n > 0) {
		foo(n);
		n--;
	}
	while (n)
		foo(n);
	return 0;
}
