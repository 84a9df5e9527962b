/* A statement list metavariable as a whole function body: written back
 * from the source after a new first statement, nested statements and a
 * declaration too.  `{ a(); SL }` is not matched (spatch neither): the
 * rule stmt-list-body.cocci has only the whole-body shape. */
void begin(void);
int a(int);

int f(int x)
{
	int y = x + 1;

	if (x) {
		a(x);
	}
	x++;
	return x + y;
}

void h(void)
{
	a(1);
}
