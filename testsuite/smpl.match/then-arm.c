/* The path to `return 0` never enters a then arm after foo(): no match. */
int entered_before(int x)
{
	if (x) {
		foo();
		if (x > 1)
			bar();
		return 0;
	}
	return 1;
}

/* Every path of the then arm returns, one from inside a loop: a pass. */
int loop_in_arm(int x, int y)
{
	foo();
	if (x) {
		while (y)
			return 1;
		return 2;
	}
	bar();
	return 0;
}

/* The then arm can fall through to bar(): no pass, the arm must reach
 * it, and it does. */
int falls_through(int x, int y)
{
	foo();
	if (x) {
		if (y)
			return 1;
		baz();
	}
	bar();
	return 0;
}
