int more(void);
void a(int x);
void b(int x);
void c(int x);

void mid(int x)			/* a() in the middle: changed */
{
	while (more()) {
		b(x);
		a(x);
		c(x);
	}
}

void first(int x)		/* a() first and last dots: changed */
{
	while (more()) {
		a(x);
		c(x);
	}
}

void only(int x)		/* a() alone in the body */
{
	while (more()) {
		a(x);
	}
}

void some_paths(int x)		/* not on every path: no match */
{
	while (more()) {
		if (x)
			a(x);
		c(x);
	}
}

void both_arms(int x)		/* on both arms: both changed */
{
	while (more()) {
		if (x)
			a(x);
		else
			a(x);
		c(x);
	}
}

void skip(int x)		/* continue before it is free */
{
	while (more()) {
		if (x > 3)
			continue;
		b(x);
		a(x);
	}
}

void leave(int x)		/* a break before it: no match */
{
	while (more()) {
		if (x > 3)
			break;
		a(x);
	}
}

void for_loop(int x)		/* a for loop, its step after the body */
{
	int i;

	for (i = 0; i < x; i++) {
		b(i);
		a(i);
		c(i);
	}
}

void nested(int x)		/* the inner loop matches, its body a(x) */
{
	while (more()) {
		while (x--)
			a(x);
		b(x);
	}
}

int ret(int x)			/* an error exit before it is free */
{
	while (more()) {
		if (x > 3)
			return -1;
		a(x);
	}
	return 0;
}

int ret_block(int x)		/* the same with a block */
{
	while (more()) {
		if (x > 3) {
			b(x);
			return -1;
		}
		a(x);
	}
	return 0;
}
