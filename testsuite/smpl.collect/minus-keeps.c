/* `-` code around context code: only the `-` tokens go, the context
 * expression between them stays (the call's argument, the operand of a
 * unary minus, the cast's operand). */
int wrap(int);

int use(int y, long z)
{
	int a = wrap(y + 1);

	a += -y;
	return a + (int)z;
}
