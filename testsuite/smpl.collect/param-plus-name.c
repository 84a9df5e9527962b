/* + code after the type of an unnamed parameter (`T` `+ i`) names it,
 * in the definition and its prototype: a space after the type, none
 * after a '*'; named parameters are not taken */
int f(int, int, int x);

int f(int, int, int x)
{
	return x;
}

int g(int a, long)
{
	return a;
}

int h(int a, int b)
{
	return a + b;
}

int k(char *, int a)
{
	return a;
}
