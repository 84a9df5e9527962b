struct ops {
	int (*open)(void);
	const char *name;
};

struct other {
	int a, b;
};

static int my_open(void)
{
	return 0;
}

static struct ops mine = {
	.open = my_open,
	.name = "a",
};

struct other o = { .a = 1, .b = 2 };

struct ops *cur;
struct other *oth;
