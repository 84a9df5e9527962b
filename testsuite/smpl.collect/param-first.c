/* + code first in a parameter list; a parameter list metavariable
 * removed with its comma */
int use(int);

int probe(int a, int b)
{
	return use(a + b);
}

int drop(char *s, int n, int id)
{
	return use(id);
}
