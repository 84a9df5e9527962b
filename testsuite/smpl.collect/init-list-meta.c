/* Initializer list metavariables: the elements of a table, bound and
 * inherited; two occurrences in one rule must take the same elements. */
int a[] = { 1, 2, 3, 0 };
int b[] = { 4, 0 };
short s1[] = { 1, 2, 3 };
short s2[] = { 1, 2 };
short s3[] = {
	4,
};
struct pair { int l[3]; int r[3]; };
struct pair p1 = { { 5, 6 }, { 5, 6 } };
struct pair p2 = { { 5, 6 }, { 5, 7 } };
long t1[] = { 8, 9 };
long t2[] = {
	8,
	9,
};
long t3[] = { };

int use(void)
{
	return a[0] + b[0] + s1[0] + s2[0] + s3[0] + p1.l[0] + p2.l[0] +
	       (int)t1[0] + (int)t2[0] + (int)sizeof(t3);
}
