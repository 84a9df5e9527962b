/* Each struct has a zero-length array as its only field: no change.
 */
struct only {
	unsigned long x[0];
};

struct bytes {
	char b[0];
};

unsigned long first(struct only *o)
{
	return o->x[0];
}
