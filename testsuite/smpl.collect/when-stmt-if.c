/* `when != if (...) { ... clk_put(e); ... }`: an if whose arm puts the
 * clock on every path through it stops the path (an unbraced arm too:
 * `if (more) clk_put(c);`); one whose arm does not put it does not; the
 * arm ends at its '}' (put_after: the put after the if does not make the
 * if's arm one that puts, so the if stops the path).  `when != if (e)
 * S1 else S2`: only an if-else on the clock. */
struct clk;
struct clk *clk_get(void);
void clk_put(struct clk *c);
void clk_unprepare(struct clk *c);
void work(int n);

void put_in_arm(int err)
{
	struct clk *c;

	c = clk_get();
	if (err) {
		work(1);
		clk_put(c);
	}
	clk_unprepare(c);
}

void other_arm(int err)
{
	struct clk *c;

	c = clk_get();
	if (err) {
		work(2);
	}
	clk_unprepare(c);
}

void one_path(int err, int more)
{
	struct clk *c;

	c = clk_get();
	if (err) {
		if (more)
			clk_put(c);
		work(3);
	}
	clk_unprepare(c);
}

void put_after(int err)
{
	struct clk *c;

	c = clk_get();
	if (err) {
		clk_put(c);
	}
	clk_put(c);
	clk_unprepare(c);
}

void put_not_in_if(int err)
{
	struct clk *c;

	c = clk_get();
	if (err)
		work(4);
	clk_put(c);
	clk_unprepare(c);
}

void if_else(int err)
{
	struct clk *c;

	c = clk_get();
	if (c)
		work(5);
	else
		work(6);
	clk_unprepare(c);
}

void if_else_other(int err)
{
	struct clk *c;

	c = clk_get();
	if (err)
		work(7);
	else
		work(8);
	clk_unprepare(c);
}

void arm_returns(int err)
{
	struct clk *c;

	c = clk_get();
	if (err) {
		clk_put(c);
		return;
	}
	clk_unprepare(c);
}
