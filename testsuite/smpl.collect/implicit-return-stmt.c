/* `return;` as a plain statement pattern: the fall-off end of a body
 * is a return without value; a rule that starts there only does in a
 * function where it starts at some code too, as spatch */
void aaa(void);
void done(void);
void ccc(void);
void trace(void);

void bare(int x)
{
	if (x) {
		aaa();
		return;
	}
	aaa();
}

void none(int x)
{
	aaa();
}

int valued(int x)
{
	if (x)
		return 1;
	aaa();
}

void plain(int x)
{
	ccc();
}

int late(int x)
{
	if (x) {
		ccc();
		return 2;
	}
	ccc();
}
