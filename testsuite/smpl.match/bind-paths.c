void same(int k)
{
	x = get(a);
	if (k)
		put(a, 1);
	else
		put(a, 2);
}

void differ(int k)
{
	x = get(a);
	if (k)
		put(a, 1);
	else
		put(b, 2);
}
