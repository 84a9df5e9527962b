/* Branches in when clauses: the true edge out of `if (p)`, `while (p)`,
 * `for (; p;)`, and the false edge out of `if (p == 0)`. */
void start(int *p);
void finish(int *p);
void work(int n);

void if_true(int *p)
{
	start(p);
	if (p)
		work(1);
	finish(p);
}

void if_part(int *p, int q)
{
	start(p);
	if (p && q)
		work(2);
	finish(p);
}

void if_exit(int *p)
{
	start(p);
	if (p)
		return;
	finish(p);
}

void if_empty(int *p)
{
	start(p);
	if (p) {
	}
	finish(p);
}

void while_true(int *p)
{
	start(p);
	while (p)
		work(3);
	finish(p);
}

void for_true(int *p)
{
	start(p);
	for (; p;)
		work(4);
	finish(p);
}

void do_loop(int *p)
{
	start(p);
	do
		work(5);
	while (p);
	finish(p);
}

void if_false(int *p)
{
	start(p);
	if (p == 0)
		work(6);
	finish(p);
}

void if_false_else(int *p)
{
	start(p);
	if (p == 0)
		return;
	else
		work(7);
	finish(p);
}

void other(int *p, int *q)
{
	start(p);
	if (q)
		work(8);
	finish(p);
}
