/* The pattern's "return 0;" follows the if; here it is the if's else
   branch, which spatch does not take for the next statement. */
#define MAX_ERRNO 4095
static inline int IS_ERR(const void *p) { return (unsigned long)p >= (unsigned long)-MAX_ERRNO; }
static inline long PTR_ERR(const void *p) { return (long)p; }
int PTR_ERR_OR_ZERO(const void *p);

int check(const void *ptr)
{
	if (IS_ERR(ptr))
		return PTR_ERR(ptr);
	else
		return 0;
}
