/* parameters removed with the comma that goes with each: the one after
 * it, or the one before when it is last; all of them: () */
int use(int);

int first(int flags, int a, int b)
{
	return use(a + b);
}

int middle(int a, int flags, int b)
{
	return use(a - b);
}

int last(int a, int b, int flags)
{
	return use(a * b);
}

int only(int flags)
{
	return use(0);
}

int spread(int a,
	   int flags,
	   int b)
{
	return use(a | b);
}

int kept(int a, long flags)
{
	return use(a);
}
