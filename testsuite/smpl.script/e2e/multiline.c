int g(int, int);
int f(int a, int b)
{
	if (a &&
	    b)
		return 1;
	/* é */ g(a,
	  b);
	return 0;
}
