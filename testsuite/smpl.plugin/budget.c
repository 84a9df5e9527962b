/* budget.c - plugin.exp's budget case: rule 1 follows the whole of f and
 * of g (a sequence through an if), rule 2 removes a() alone; with a
 * budget of a few steps rule 1 gives up in both functions (one note),
 * rule 2 still says its finding, and the object is produced. */
int x;
void a(void);
void b(void);
void c(void);

void f(void)
{
	a();
	if (x) {
		return;
	}
	b();
}

void g(void)
{
	a();
	if (x) {
		return;
	}
	b();
}
