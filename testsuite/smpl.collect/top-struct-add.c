/* struct dev gains a field after its lock and its count changes type.
 */
typedef int spinlock_t;

struct dev {
	const char *name;
	spinlock_t lock;
	long count;
};

int dev_count(struct dev *d)
{
	return (int)d->count;
}
