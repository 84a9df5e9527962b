int f(int a)
{
	a = other();
	if (a)
		return 1;
	return 0;
}
