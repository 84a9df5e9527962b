/* A position on a type, in a cast (the kernel's api/alloc/alloc_cast)
 * and in sizeof (misc/badty): only the casts of kmalloc's result, and
 * the sizeof in an allocation for a pointer to pointer, change. */
struct foo { int a; };
void *kmalloc(unsigned long, int);
void *get(void);

void f(struct foo **pp)
{
	struct foo *p = (struct foo *) kmalloc(sizeof(struct foo), 0);
	struct foo *r = (struct foo *)get();
	int *q = (int *)kmalloc(4, 0);
	unsigned long n = sizeof(struct foo);

	pp = kmalloc(sizeof(struct foo) * 2, 0);
	*pp = p;
	*pp = (struct foo *)q;
	(void)r;
	(void)n;
}
