/* a declaration metavariable after '@' in a declaration binds the
 * declaration matched (with what the pattern leaves out: static); +
 * code of a later rule writes it as the source has it: here it moves
 * after another one */
int step(int);

int f(int a)
{
	static int count;
	int total;

	total = step(a) + count;
	return total;
}
