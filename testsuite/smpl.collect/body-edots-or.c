/* `x == NULL || ...` matches an || whose left operand is x == NULL. */
#define NULL ((void *)0)
int g(int);
void f(char *);

void h(char *p, char *q, int n)
{
	if (p == NULL || n > 2)
		g(1);
	if (q == NULL && n)
		g(2);
	if (n || q == NULL)
		g(3);
}
