/* The then arm is an error exit: the path stops where it enters it. */
int f(int x)
{
	foo();
	x++;
	if (x) {
		baz();
		goto out;
	} else {
		bar();
	}
	bar();
out:
	return 0;
}
