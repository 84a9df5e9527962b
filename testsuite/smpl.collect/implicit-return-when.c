/* The fall-off end of a body: `when != return;` sees it (spatch), a
 * statement metavariable does not take it, and `- return;` has
 * nothing to remove there */
void aaa(void);
void bbb(void);
void ccc(void);
void ddd(void);

void seen(int x)
{
	aaa();
	if (x)
		bbb();
}

void stmt(int x)
{
	bbb();
	ccc();
}

void removed(int x)
{
	if (x) {
		ddd();
		return;
	}
	ddd();
}
