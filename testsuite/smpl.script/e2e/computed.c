int get(void)
{
	return 0;
}

int put(int v)
{
	return v;
}
