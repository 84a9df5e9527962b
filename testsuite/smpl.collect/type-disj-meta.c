/* A disjunction of types with a type metavariable among the branches:
 * the first branch that matches wins, T is bound only by the second.
 * unsigned char c: T unbound, any cast (T)E then matches; int i: T is
 * int, the cast to long does not match, the cast to int does. */
int v;

int f(void)
{
	unsigned char c;
	int i;
	int j;
	short s;

	c = (int)v;
	i = (long)v;
	j = (int)v;
	s = (short)v;
	return c + i + j + s;
}
