/* A disjunction of types as the declaration's type: each table whose
 * type is one of them loses its .flags; another type keeps it. */
struct a_id {
	const char *name;
	int flags;
};
struct b_id {
	const char *name;
	int flags;
};
struct c_id {
	const char *name;
	int flags;
};

static const struct a_id a = {
	.name = "a",
	.flags = 1,
};

static struct b_id b = {
	.name = "b",
	.flags = 2,
};

static struct c_id c = {
	.name = "c",
	.flags = 3,
};

int use(void)
{
	return a.flags + b.flags + c.flags;
}
