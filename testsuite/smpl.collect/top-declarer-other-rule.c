struct attr_ops { int (*get)(void *, long *); };
#define SIMPLE_ATTR(name, get) \
	static const struct attr_ops name = { get }
#define FAST_ATTR(name, get) \
	static const struct attr_ops name = { get }
void attr_create(const char *n, const struct attr_ops *ops);
void attr_create_fast(const char *n, const struct attr_ops *ops);

static int foo_get(void *data, long *val)
{
	*val = 1;
	return 0;
}

SIMPLE_ATTR(foo_ops, foo_get);
SIMPLE_ATTR(bar_ops, foo_get);

void setup(void)
{
	attr_create("foo", &foo_ops);
}
