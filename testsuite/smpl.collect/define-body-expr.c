/* Expressions in #define bodies, object-like and function-like, over
 * continued lines too, are matched and edited as in functions, as
 * spatch does: bodies that are an expression, a { } block or a do { }
 * while (0); a disjunction of bare expressions takes each occurrence
 * (both arms of the conditional) */
int get(int, int);
int get_first(int);
#define old_flag 1
#define NEW_FLAG 1

#define FIRST(x) get(x, 0)
#define PICK(c, x) ((c) ? old_flag : \
		    get((x) + 1, 0))
#define PLAIN 3
#define SET(y, x) do { \
		(y) = get(x, 0); \
	} while (0)
#define LOOP(n) {						\
	for (i = 0; i < get(n, 0); i++)				\
		if (old_flag)					\
			return 1;				\
}

int use(int c)
{
	return c ? old_flag : get(c, 0);
}
