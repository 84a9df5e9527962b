/* A type alone where no edit is exact is left as it is: the other
 * declarators of a declaration would change type (`LPINT a, *b;` as
 * `int *a, *b;` makes b an int *, which spatch writes), a const before
 * the name (`const LPINT` is `int *const`, in a cast too), a
 * prototype at file level, a comment after the name (not the cast
 * after it), a line break after it where the + code ends in a '*' (the
 * return type of lget). */
//! spatch-differs: spatch rewrites the prototype, the consts (const int *k: another type) and the shared declaration (b becomes int *)
typedef int *LPINT;

int type_alone_no(LPINT x, void *p);

int type_alone_no(LPINT x, void *p)
{
	LPINT a, *b;
	const LPINT k = x;
	const LPINT *q = (const LPINT *)&k;
	LPINT /* keep */ m = (LPINT)p;

	a = x;
	b = &a;
	return **b + *k + *m + **q;
}

LPINT
lget(LPINT p)
{
	return p;
}
