/* A type alone where no edit is exact is left as it is: the other
 * declarators of a declaration would change type (`LPINT a, *b;` as
 * `int *a, *b;` makes b an int *, which spatch writes), a const before
 * the name (`const LPINT` is `int *const`), a cast, a prototype at file
 * level, a comment after the name, a line break after it where the
 * + code ends in a '*' (the return type of lget). */
//! spatch-differs: spatch rewrites the cast, the prototype, the const and the shared declaration (b becomes int *)
typedef int *LPINT;

int type_alone_no(LPINT x, void *p);

int type_alone_no(LPINT x, void *p)
{
	LPINT a, *b;
	const LPINT k = x;
	LPINT /* keep */ m = (LPINT)p;

	a = x;
	b = &a;
	return **b + *k + *m;
}

LPINT
lget(LPINT p)
{
	return p;
}
