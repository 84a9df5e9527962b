/* + code first in a parameter list; a parameter list metavariable
 * removed with its comma; a type alone takes no named parameter */
int use(int);

int probe(int a, int b)
{
	return use(a + b);
}

int drop(char *s, int n, int id)
{
	return use(id);
}

int named(int a, char *s)
{
	return use(a);
}
