/* 'position any' (as the kernel's null/kmerr uses it): the assignment
 * after x = f(1) on each path, a position bound on two paths. */
int f(int);

int g(int a)
{
	int x = 0;

	x = f(1);
	if (a)
		x = f(2);
	else
		x = f(3);
	return x;
}

int h(int a)
{
	int x = f(4);

	return x + a;
}
