/* rule 2 does not match code that rule 1 removed: spatch applies the
 * rules one after another */
void trace(int x);

int f(int x)
{
	trace(x);
	x++;
	return x;
}

int g(int x)
{
	trace(x);
	return x;
}
