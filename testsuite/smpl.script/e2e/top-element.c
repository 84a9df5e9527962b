static int g;
int h = 3;
int f(void)
{
	int n;
	return n;
}
