/* + code laid out within the kernel's width, as spatch does. */
#include "kmacros.h"

struct priv { struct device *dev; struct clk *clk, *clocks[4]; int mode; };

/* It fits on one line: left alone. */
int short_line(struct priv *p)
{
	p->clk = devm_clk_get(p->dev, "x");
	if (IS_ERR(p->clk)) {
		dev_err(p->dev, "no clock\n");
		return PTR_ERR(p->clk);
	}
	return 0;
}

/* The format string goes on a line of its own. */
int one_break(struct priv *p)
{
	p->clk = devm_clk_get(p->dev, "x");
	if (IS_ERR(p->clk)) {
		dev_err(p->dev, "the clock is missing from the tree\n");
		return PTR_ERR(p->clk);
	}
	return 0;
}

/* Deeper, with a long second argument: one line each; the call inside
 * the argument is not broken. */
int two_breaks(struct priv *p)
{
	if (p->mode) {
		p->clocks[p->mode + 1] = devm_clk_get(p->dev, "main");
		if (IS_ERR(p->clocks[p->mode + 1])) {
			dev_err(p->dev, "cannot get the main clock\n");
			return PTR_ERR(p->clocks[p->mode + 1]);
		}
	}
	return 0;
}

/* Exactly at the limit: the ')' at column 78 stays. */
int at_limit(struct priv *p)
{
	p->clk = devm_clk_get(p->dev, "x");
	if (IS_ERR(p->clk)) {
		dev_err(p->dev, "aaaaaaaaaaaaa");
		return PTR_ERR(p->clk);
	}
	return 0;
}

/* One past it: broken. */
int past_limit(struct priv *p)
{
	p->clk = devm_clk_get(p->dev, "x");
	if (IS_ERR(p->clk)) {
		dev_err(p->dev, "aaaaaaaaaaaaaa");
		return PTR_ERR(p->clk);
	}
	return 0;
}
