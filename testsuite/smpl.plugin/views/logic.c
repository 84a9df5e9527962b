/* Conditions GIMPLE splits into several branches: && and || in an if,
 * a conditional expression, a loop with continue and break. */
void foo(int);
int get(int);

void andor(int a, int b, int c)
{
	if (a && b)
		foo(1);
	if (a || (b && c))
		foo(2);
	else
		foo(3);
	while (a > 0 && get(a))
		a--;
}

int ternary(int a)
{
	int r = a ? get(1) : get(2);

	foo(r);
	return a > 2 ? r : -r;
}

void jumps(int n)
{
	int i;

	for (i = 0; i < n; i++) {
		if (get(i))
			continue;
		if (i > 5)
			break;
		foo(i);
	}
}
