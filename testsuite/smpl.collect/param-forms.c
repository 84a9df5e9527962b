/* parameters of other forms removed: a function pointer, an array, one
 * with comments around it */
int use(int);

int cb_last(int a, void (*flags)(int))
{
	return use(a);
}

int commented(int a /* first */, int flags /* gone */, int b)
{
	return use(a + b);
}

int arr(int a, int flags[4])
{
	return use(a);
}
