/* parameter list metavariables: a length bound in one rule, inherited
 * by a parameter list and an expression list of later rules */
int use(int);

int probe(void *dev, int id, long flags)
{
	return use(id);
}

int setup(void *dev, char *name, int id, long flags)
{
	return use(id);
}

int caller(void *d)
{
	return probe(d, 3, 0L) + setup(d, "x", 4, 1L);
}
