/* Both arms start a match that changes the same bar(): covered. */
void two(int x)
{
	if (x)
		foo();
	else
		foo();
	bar();
}

/* Dead code after a return starts a match of its own. */
int dead(void)
{
	foo();
	return 0;
	foo();
	bar();
}
