int f(int x)
{
	return x + 1;
}

int g(int y)
{
	return y * 2;
}
