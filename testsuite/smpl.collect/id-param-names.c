/* `@identifier@` rules: a bare identifier pattern renames a parameter
 * and a local where they are declared, and their uses. */
int other(int n);

int g(int frontp, int b)
{
	int frontl = 12;
	int front = frontp + b;

	frontl++;
	return front + other(frontl);
}
