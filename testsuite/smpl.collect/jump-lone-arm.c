/* + code before a goto or continue that is an if's lone arm: the arm
 * gets braces (before, the + code of the goto went after the if and the
 * jump became unconditional).  The break stays as it is. */
int a(int);

int f(int n)
{
	while (n--) {
		if (a(n))
			continue;
		if (a(n + 1))
			break;
	}
	if (a(0))
		goto out;
	return 1;
out:
	return 0;
}
